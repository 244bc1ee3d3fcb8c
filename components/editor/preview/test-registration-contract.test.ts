import { describe, expect, it } from "vitest";
import type { ValueIssue } from "@/lib/questions";
import { compareVerdicts } from "./test-registration-contract";

const issue = (questionId: string, kind: ValueIssue["kind"], message = "m"): ValueIssue => ({
  questionId,
  kind,
  message,
});

describe("compareVerdicts", () => {
  it("agrees when both accept", () => {
    expect(compareVerdicts([], { status: "accepted", registrationId: "r", deleted: true }, false)).toEqual({
      kind: "agree",
    });
  });
  it("agrees when both refuse the same questions for the same reasons, whatever the wording", () => {
    expect(
      compareVerdicts(
        [issue("size", "required", "a")],
        { status: "refused", issues: [issue("size", "required", "b")] },
        false,
      ),
    ).toEqual({ kind: "agree" });
  });
  it("lists what only the preview found when the server accepted", () => {
    expect(
      compareVerdicts([issue("size", "required")], { status: "accepted", registrationId: "r", deleted: true }, false),
    ).toEqual({ kind: "differ", onlyPreview: [issue("size", "required")], onlyServer: [] });
  });
  it("lists what only the server found", () => {
    const result = compareVerdicts(
      [issue("a", "pattern")],
      { status: "refused", issues: [issue("a", "pattern"), issue("b", "required")] },
      false,
    );
    expect(result).toEqual({ kind: "differ", onlyPreview: [], onlyServer: [issue("b", "required")] });
  });
  it("does not compare against a server that checked another version of the form", () => {
    expect(
      compareVerdicts([issue("a", "required")], { status: "accepted", registrationId: "r", deleted: true }, true).kind,
    ).toBe("notComparable");
  });
  it("does not compare an e-mail already registered, which the preview cannot know", () => {
    expect(compareVerdicts([], { status: "duplicate", message: "taken" }, false).kind).toBe("notComparable");
  });
});

import { describe, expect, it } from "vitest";
import { validateDefinition } from "@/lib/questions";
import { fieldMessage, focusCandidates, issuesByField, pathInQuestion } from "./issue-paths";

describe("issue paths", () => {
  it("keeps only the paths of the question at that index", () => {
    expect(pathInQuestion("questions[3].options[0].label", 3)).toBe(".options[0].label");
    expect(pathInQuestion("questions[3]", 3)).toBe("");
    expect(pathInQuestion("questions[31].label", 3)).toBeNull();
    expect(pathInQuestion("questions", 3)).toBeNull();
  });

  it("groups validateDefinition's issues by the field they belong to, without the question's name", () => {
    const issues = validateDefinition([
      { id: "a", type: "text", label: "A" },
      { id: "Bad", type: "radio", label: "", options: [{ label: "" }], required: { nope: 1 } },
    ]);
    const byField = issuesByField(issues, 1);
    expect([...byField.keys()].sort()).toEqual(["id", "label", "options", "required"]);
    expect(byField.get("options")).toEqual([{ path: ".options[0].label", message: "option 1 has no label." }]);
    expect(byField.get("required")?.[0].path).toBe(".required.nope");
    expect(issuesByField(issues, 0).size).toBe(0);
  });

  it("strips both forms of the question's name", () => {
    expect(fieldMessage("Question 'a' (2nd): has no label.")).toBe("has no label.");
    expect(fieldMessage("The 3rd question: has no id.")).toBe("has no id.");
  });

  it("tries the most specific focus target first", () => {
    expect(focusCandidates(".options[0].options[1].label")).toEqual([
      ".options[0].options[1].label",
      ".options[0].options[1]",
      ".options[0].options",
      ".options[0]",
      ".options",
    ]);
    expect(focusCandidates("")).toEqual([]);
  });
});

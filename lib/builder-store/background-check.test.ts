import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { createBackgroundCheck } from "./background-check";
import { documentLoaded } from "./document";
import { issuesOf } from "./issues-check";

const doc = documentLoaded({
  name: "Fair",
  type: "checkIn",
  questions: [{ id: "a", type: "text", label: "" }, { id: "a", type: "email", label: "Mail", displayed: { b: "x" } }, { id: "c", type: "text", label: "C", required: { a: { $exists: true } } }] as Question[],
});

describe("createBackgroundCheck", () => {
  it("without a Worker (Node) answers on the calling thread with exactly issuesOf's result, for that document", async () => {
    const background = createBackgroundCheck();
    const found = await background.check(doc);
    expect(found.checked).toBe(doc);
    expect(found.all.length).toBeGreaterThan(0);
    expect({ ...found, checked: null }).toEqual({ ...issuesOf(doc), checked: null });
    background.dispose();
  });
});

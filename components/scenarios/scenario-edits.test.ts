import { describe, expect, it } from "vitest";
import { documentLoaded, type EditorDocument } from "@/lib/editor-store/document";
import type { Question } from "@/lib/questions";
import { recordScenario } from "@/lib/questions/scenarios";
import { budgetForm } from "@/lib/questions/testing/job-role-form";
import { editsBetween, followEdits } from "./scenario-edits";

const questions = [...budgetForm(), { id: "notes", type: "text", label: "Notes" }] as Question[];
const before = documentLoaded({ name: "Expo", type: "standard", questions });
const change = (doc: EditorDocument, key: string, question: Partial<Question> | null): EditorDocument => {
  const next = question
    ? doc.questions.with(key, { ...doc.questions.get(key), ...question } as Question)
    : doc.questions.without([key]);
  return { ...doc, questions: next, order: question ? doc.order : doc.order.filter((k) => k !== key) };
};
const scenario = recordScenario(
  questions,
  { jobRole: { value: "buyer" }, budget: { value: 5 }, notes: { value: "hi" } },
  { id: "s1", name: "Buyer" },
);

describe("editsBetween and followEdits", () => {
  it("follows an id rename: answers and expectations move to the new id", () => {
    const after = change(before, "q1", { id: "spend" });
    expect(editsBetween(before, after)).toEqual([{ kind: "renamed", from: "budget", to: "spend" }]);
    const followed = followEdits([scenario], editsBetween(before, after));
    expect(followed.scenarios[0].values.spend).toEqual({ value: 5 });
    expect(followed.scenarios[0].expect.spend).toEqual(scenario.expect.budget);
    expect(followed.scenarios[0].values.budget).toBeUndefined();
    expect(followed.changed).toHaveLength(1);
    expect(followed.notices).toEqual([]);
  });

  it("removes a deleted question's answer and expectations, with a notice", () => {
    const after = change(before, "q2", null);
    const followed = followEdits([scenario], editsBetween(before, after));
    expect(followed.scenarios[0].values.notes).toBeUndefined();
    expect(followed.scenarios[0].expect.notes).toBeUndefined();
    expect(followed.notices).toEqual(["“Notes” was deleted: its answer and expectations left the scenario “Buyer”."]);
  });

  it("keeps answers that used an option's stored value when it is renamed in place", () => {
    const after = change(before, "q0", {
      options: [
        { id: "engineer", label: "Engineer" },
        { id: "purchaser", label: "Buyer" },
      ],
    });
    expect(editsBetween(before, after)).toEqual([
      { kind: "optionRenamed", questionId: "jobRole", from: "buyer", to: "purchaser" },
    ]);
    const followed = followEdits([scenario], editsBetween(before, after));
    expect(followed.scenarios[0].values.jobRole).toEqual({ value: "purchaser" });
  });

  it("changes nothing for edits that touch no scenario's answers (a label, an option added)", () => {
    const after = change(change(before, "q2", { label: "Remarks" }), "q0", {
      options: [
        { id: "engineer", label: "Engineer" },
        { id: "buyer", label: "Buyer" },
        { id: "press", label: "Press" },
      ],
    });
    expect(editsBetween(before, after)).toEqual([]);
    const renamedOther = change(before, "q0", {
      options: [
        { id: "developer", label: "Engineer" },
        { id: "buyer", label: "Buyer" },
      ],
    });
    const followed = followEdits([scenario], editsBetween(before, renamedOther));
    expect(followed.changed).toEqual([]);
    expect(followed.scenarios[0]).toBe(scenario);
  });
});

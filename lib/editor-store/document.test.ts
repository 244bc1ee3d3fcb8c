import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
import { documentLoaded, keyOfId, questionList, takenIds } from "./document";

const q = (id: string) => ({ id, type: "text", label: id }) as Question;

describe("the editor's document", () => {
  it("is loaded with keys q0, q1 … in form order, no id following its label, and the next key number", () => {
    const questions = [q("a"), q("b")];
    const doc = documentLoaded({ name: "Expo", type: "checkIn", questions });
    expect({ ...doc, questions: doc.questions.toRecord() }).toEqual({
      name: "Expo",
      type: "checkIn",
      order: ["q0", "q1"],
      questions: { q0: questions[0], q1: questions[1] },
      autoIds: {},
      seq: 2,
    });
    expect(documentLoaded({ name: "", type: "standard", questions: [] })).toMatchObject({ order: [], seq: 0 });
    expect(documentLoaded({ name: "", type: "standard", questions: [] }).questions.size).toBe(0);
  });

  it("gives the questions in form order, the ids taken (but one), and the key of an id", () => {
    const doc = {
      ...documentLoaded({ name: "Expo", type: "standard", questions: [q("a"), q("b"), q("c")] }),
      order: ["q2", "q0", "q1"],
    };
    expect(questionList(doc).map((question) => question.id)).toEqual(["c", "a", "b"]);
    expect([...takenIds(doc)]).toEqual(["c", "a", "b"]);
    expect([...takenIds(doc, "q0")]).toEqual(["c", "b"]);
    expect(keyOfId(doc, "b")).toBe("q1");
    expect(keyOfId(doc, "zzz")).toBeUndefined();
  });
});

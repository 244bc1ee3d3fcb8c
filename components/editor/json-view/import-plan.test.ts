import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions";
// eslint-disable-next-line boundaries/dependencies -- a test may: it pins the limit restated here to the API's own
import { BODY_LIMIT_BYTES } from "@/lib/api/body";
import { IMPORT_LIMIT_BYTES, planImport, readImport } from "./import-plan";

const q = (id: string, extra: Record<string, unknown> = {}) => ({ id, type: "text", label: id, ...extra }) as Question;

describe("readImport", () => {
  it("takes a questions array, a whole event, or a 1.1.4-era event with extra attributes", () => {
    expect(readImport(JSON.stringify([q("a")]))).toEqual({ ok: true, source: { questions: [q("a")] } });
    expect(readImport(JSON.stringify({ name: "x", type: "standard", questions: [q("a")] }))).toMatchObject({
      ok: true,
    });
    expect(
      readImport(
        JSON.stringify({
          id: 7,
          lastModified: "Mon, 01 Jan 2024 00:00:00 GMT",
          name: "x",
          questions: [{ id: "a", type: "select", label: "A", multiSelect: "true", options: [{ label: "x" }] }],
        }),
      ),
    ).toMatchObject({ ok: true });
  });

  it("refuses what is over the API's limits before reading it", () => {
    expect(IMPORT_LIMIT_BYTES).toBe(BODY_LIMIT_BYTES);
    expect(readImport("[]", 2 * 1024 * 1024)).toEqual({
      ok: false,
      message:
        "This is 2,097,152 bytes; the API takes at most 1,048,576 bytes (1 MiB) " +
        "per event. Import fewer questions at a time.",
    });
    expect(readImport(JSON.stringify(Array.from({ length: 1001 }, (_, index) => q(`q${index}`))))).toEqual({
      ok: false,
      message: "This holds 1001 questions; an event has at most 1000.",
    });
  });

  it("says what is wrong with what cannot be imported", () => {
    expect(readImport("")).toMatchObject({ ok: false, message: expect.stringContaining("nothing to import") });
    expect(readImport('{"name": "x"')).toMatchObject({ ok: false, message: expect.stringContaining("does not parse") });
    expect(readImport('{"name": "x"}')).toMatchObject({
      ok: false,
      message: "Import a questions array, or an event object with a questions array.",
    });
    expect(readImport('[{"label": "x"}]')).toMatchObject({
      ok: false,
      message: "Question 1 needs at least a string id and a type.",
    });
  });
});

describe("planImport", () => {
  const current = [q("a"), q("b"), q("c")];

  it("replacing lists the questions added, removed and changed, and the problems found", () => {
    const plan = planImport(
      current,
      { questions: [q("a"), q("b", { label: "Bee" }), q("d", { required: "yes" })] },
      "replace",
      "standard",
    );
    expect(plan).toMatchObject({ added: ["d"], removed: ["c"], changed: ["b"], renamed: [] });
    expect(plan.problems.map((problem) => problem.path)).toEqual(["questions[2].required"]);
  });

  it("appending makes ids unique and keeps the import's logic pointing at its own questions", () => {
    const plan = planImport(
      current,
      { questions: [q("b"), q("e", { displayed: { b: "yes" } })] },
      "append",
      "standard",
    );
    expect(plan.renamed).toEqual([{ from: "b", to: "b2" }]);
    expect(plan.result.map((question) => question.id)).toEqual(["a", "b", "c", "b2", "e"]);
    expect(plan.result[4].displayed).toEqual({ b2: "yes" });
    expect(plan.problems).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import fc from "fast-check";
import type { Question } from "../questions";
import { deepEqual, diffForms, resolveConflict, type Resolution } from "./merge";

const q = (id: string, extra: Record<string, unknown> = {}): Question =>
  ({ id, type: "text", label: id, ...extra }) as Question;
const ids = (form: Question[]) => form.map((question) => question.id);
const base = [q("a"), q("b"), q("c"), q("d")];

// Mutants of merge.ts that survive `npm run test:mutation lib/editor-store/merge.ts`, and why they are equivalent:
// - :27 `value !== undefined` → true: a property undefined on both sides compares equal anyway.
// - :56 `<` → `<=`: ids are unique within a form, so no two base positions are equal.
// - :108 `resolution === "mine"` → false or `"mine"` → "": `"mine".perQuestion` is undefined too.

describe("deepEqual", () => {
  it.each([
    [{ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: [1, 2] }, { a: [2, 1] }, false],
    [{ a: [1, 2] }, { a: [1, 2] }, true],
    [[1, 2], [1, 2, 3], false],
    [[1, 2, 3], [1, 2], false],
    [[1, 2, 3], [1, 9, 3], false],
    [[], [], true],
    [{ a: { b: 1 } }, { a: { b: "1" } }, false],
    [[1], { 0: 1 }, false],
    [null, {}, false],
    [{}, null, false],
    [[1], { 0: 1, length: 1 }, false],
    [{ 0: 1, length: 1 }, [1], false],
  ])("%j vs %j -> %s", (left, right, expected) => {
    expect(deepEqual(left, right)).toBe(expected);
  });
});

describe("diffForms", () => {
  it.each([
    ["nothing changed", base, []],
    ["an added question", [...base, q("e")], [{ id: "e", kind: "added", properties: [] }]],
    ["a removed question", [q("a"), q("c"), q("d")], [{ id: "b", kind: "removed", properties: [] }]],
    [
      "changed properties, sorted",
      [q("a"), q("b", { label: "B", required: true }), q("c"), q("d")],
      [{ id: "b", kind: "changed", properties: ["label", "required"] }],
    ],
    [
      "changed properties in name order, not the order they were set",
      [q("a"), q("b", { placeholder: "p", maxLength: 3 }), q("c"), q("d")],
      [{ id: "b", kind: "changed", properties: ["maxLength", "placeholder"] }],
    ],
    [
      "a property removed",
      [q("a", { label: undefined }), q("b"), q("c"), q("d")],
      [{ id: "a", kind: "changed", properties: ["label"] }],
    ],
    [
      "a deep change names the top property",
      [q("a", { errorMessages: { required: "x" } }), q("b"), q("c"), q("d")],
      [{ id: "a", kind: "changed", properties: ["errorMessages"] }],
    ],
    [
      "one question moved down reports only it",
      [q("b"), q("c"), q("a"), q("d")],
      [{ id: "a", kind: "moved", properties: [] }],
    ],
    [
      "one question moved up reports only it",
      [q("d"), q("a"), q("b"), q("c")],
      [{ id: "d", kind: "moved", properties: [] }],
    ],
    ["removing one does not move the rest", [q("b"), q("c"), q("d")], [{ id: "a", kind: "removed", properties: [] }]],
    [
      "changed and moved is both",
      [q("b"), q("c"), q("a", { label: "A" }), q("d")],
      [
        { id: "a", kind: "changed", properties: ["label"] },
        { id: "a", kind: "moved", properties: [] },
      ],
    ],
  ] as const)("reports %s", (_, side, expected) => {
    const diff = diffForms(base, side as Question[], base);
    expect(diff.mine).toEqual(expected);
    expect(diff.theirs).toEqual([]);
    expect(diff.conflicting).toEqual([]);
  });

  it.each([
    [
      "both edited one question differently",
      [q("a", { label: "mine" }), q("b"), q("c"), q("d")],
      [q("a", { label: "theirs" }), q("b"), q("c"), q("d")],
      ["a"],
    ],
    [
      "both edited different properties of one question",
      [q("a", { label: "mine" }), q("b"), q("c"), q("d")],
      [q("a", { required: true }), q("b"), q("c"), q("d")],
      ["a"],
    ],
    [
      "both made the same edit",
      [q("a", { label: "same" }), q("b"), q("c"), q("d")],
      [q("a", { label: "same" }), q("b"), q("c"), q("d")],
      [],
    ],
    [
      "one removed what the other edited",
      [q("b"), q("c"), q("d")],
      [q("a", { label: "theirs" }), q("b"), q("c"), q("d")],
      ["a"],
    ],
    [
      "one edited what the other removed",
      [q("a", { label: "mine" }), q("b"), q("c"), q("d")],
      [q("b"), q("c"), q("d")],
      ["a"],
    ],
    ["both removed the same question", [q("b"), q("c"), q("d")], [q("b"), q("c"), q("d")], []],
    [
      "both added one id differently",
      [...base, q("e", { label: "mine" })],
      [...base, q("e", { label: "theirs" })],
      ["e"],
    ],
    [
      "edits to different questions",
      [q("a", { label: "mine" }), q("b"), q("c"), q("d")],
      [q("a"), q("b", { label: "theirs" }), q("c"), q("d")],
      [],
    ],
    ["one moved what the other removed", [q("b"), q("a"), q("c"), q("d")], [q("b"), q("c"), q("d")], []],
  ])("conflicting when %s", (_, mine, theirs, expected) => {
    expect(diffForms(base, mine, theirs).conflicting).toEqual(expected);
  });
});

describe("resolveConflict", () => {
  const mine = [q("a", { label: "mine" }), q("b"), q("c", { label: "C mine" }), q("d"), q("m")];
  const theirs = [q("a", { label: "theirs" }), q("c"), q("d", { required: true }), q("t")];

  it("'theirs' returns their form as it is", () => {
    expect(resolveConflict(base, mine, theirs, "theirs")).toEqual(theirs);
  });

  it("'mine' keeps their other changes and puts mine on top", () => {
    // a: both edited (mine wins); b: they removed it; c: only I edited it, but they did not remove it;
    // d: only they edited it; m and t: each added one.
    expect(resolveConflict(base, mine, theirs, "mine")).toEqual([
      q("a", { label: "mine" }),
      q("c", { label: "C mine" }),
      q("d", { required: true }),
      q("m"),
      q("t"),
    ]);
  });

  it("'mine' keeps a question I edited that they removed", () => {
    const result = resolveConflict(
      base,
      [q("a"), q("b", { label: "B mine" }), q("c"), q("d")],
      [q("a"), q("c"), q("d")],
      "mine",
    );
    expect(result).toEqual([q("a"), q("b", { label: "B mine" }), q("c"), q("d")]);
  });

  it("'mine' removes a question I removed even if they edited it", () => {
    expect(
      ids(resolveConflict(base, [q("a"), q("c"), q("d")], [q("a"), q("b", { label: "x" }), q("c"), q("d")], "mine")),
    ).toEqual(["a", "c", "d"]);
  });

  it("'mine' keeps their order and applies my moves on top", () => {
    const theirMove = [q("d"), q("a"), q("b"), q("c")];
    const myMove = [q("b"), q("c"), q("a"), q("d")];
    expect(ids(resolveConflict(base, myMove, theirMove, "mine"))).toEqual(["d", "b", "c", "a"]);
  });

  it("places my additions after the question they follow in mine, in my order", () => {
    const myAdds = [q("a"), q("x"), q("y"), q("b"), q("c"), q("d")];
    const theirAdds = [q("z"), q("a"), q("b"), q("c"), q("d")];
    expect(ids(resolveConflict(base, myAdds, theirAdds, "mine"))).toEqual(["z", "a", "x", "y", "b", "c", "d"]);
    expect(ids(resolveConflict(base, [q("x"), ...base], theirAdds, "mine"))).toEqual(["x", "z", "a", "b", "c", "d"]);
  });

  it("'mine' keeps an option I appended or edited while they changed something else", () => {
    const options = [{ id: "x", label: "X" }];
    const withOptions = [q("a", { type: "radio", options }), q("b")];
    const appended = [q("a", { type: "radio", options: [...options, { id: "y", label: "Y" }] }), q("b")];
    const edited = [q("a", { type: "radio", options: [{ id: "x", label: "X2" }] }), q("b")];
    const theirEdit = [q("a", { type: "radio", options }), q("b", { label: "B theirs" })];
    expect(resolveConflict(withOptions, appended, theirEdit, "mine")).toEqual([appended[0], theirEdit[1]]);
    expect(resolveConflict(withOptions, edited, theirEdit, "mine")).toEqual([edited[0], theirEdit[1]]);
    expect(diffForms(withOptions, appended, theirEdit).mine).toEqual([
      { id: "a", kind: "changed", properties: ["options"] },
    ]);
  });

  it("places my addition after an earlier question when the one it follows in mine was removed by them", () => {
    expect(
      ids(resolveConflict(base, [q("a"), q("b"), q("x"), q("c"), q("d")], [q("a"), q("c"), q("d")], "mine")),
    ).toEqual(["a", "x", "c", "d"]);
  });

  it("perQuestion picks a side per conflicting id and keeps the rest merged", () => {
    const choose = (a: "mine" | "theirs") => resolveConflict(base, mine, theirs, { perQuestion: { a } });
    expect(choose("theirs")).toEqual([
      q("a", { label: "theirs" }),
      q("c", { label: "C mine" }),
      q("d", { required: true }),
      q("m"),
      q("t"),
    ]);
    expect(choose("mine")).toEqual(resolveConflict(base, mine, theirs, "mine"));
  });

  it("perQuestion keeps theirs for a conflicting id it does not name", () => {
    expect(resolveConflict(base, mine, theirs, { perQuestion: {} })[0]).toEqual(q("a", { label: "theirs" }));
  });

  it("perQuestion 'theirs' keeps their place for the question", () => {
    const myVersion = [q("b"), q("c"), q("a", { label: "mine" }), q("d")];
    const theirVersion = [q("a", { label: "theirs" }), q("b"), q("c"), q("d")];
    expect(ids(resolveConflict(base, myVersion, theirVersion, { perQuestion: { a: "theirs" } }))).toEqual([
      "a",
      "b",
      "c",
      "d",
    ]);
    expect(ids(resolveConflict(base, myVersion, theirVersion, { perQuestion: { a: "mine" } }))).toEqual([
      "b",
      "c",
      "a",
      "d",
    ]);
  });
});

// Forms of unique ids drawn from a small pool, so that sides overlap, with small edits.
const idPool = ["a", "b", "c", "d", "e", "f", "g", "h"];
const formArb = fc
  .uniqueArray(fc.constantFrom(...idPool), { maxLength: idPool.length })
  .chain((chosen) =>
    fc.tuple(
      ...chosen.map((id) =>
        fc.record({ label: fc.constantFrom("x", "y"), required: fc.boolean() }).map((props) => q(id, props)),
      ),
    ),
  )
  .map((form) => [...form]);
const resolutionArb: fc.Arbitrary<Resolution> = fc.oneof(
  fc.constant<Resolution>("mine"),
  fc.constant<Resolution>("theirs"),
  fc
    .dictionary(fc.constantFrom(...idPool), fc.constantFrom("mine" as const, "theirs" as const))
    .map((perQuestion) => ({ perQuestion })),
);

describe("resolveConflict properties", () => {
  it("both sides equal: the result is that form, whatever the resolution", () => {
    fc.assert(
      fc.property(formArb, formArb, resolutionArb, (original, same, resolution) => {
        expect(resolveConflict(original, same, same, resolution)).toEqual(same);
      }),
    );
  });

  it("no change of mine: the result is theirs", () => {
    fc.assert(
      fc.property(formArb, formArb, resolutionArb, (original, theirs, resolution) => {
        expect(resolveConflict(original, original, theirs, resolution)).toEqual(theirs);
      }),
    );
  });

  it("no change of theirs: 'mine' gives mine", () => {
    fc.assert(
      fc.property(formArb, formArb, (original, mine) => {
        expect(resolveConflict(original, mine, original, "mine")).toEqual(mine);
      }),
    );
  });

  it("no duplicate ids, and every question is one side's version of it", () => {
    fc.assert(
      fc.property(formArb, formArb, formArb, resolutionArb, (original, mine, theirs, resolution) => {
        const result = resolveConflict(original, mine, theirs, resolution);
        expect(new Set(ids(result)).size).toBe(result.length);
        for (const question of result) {
          const versions = [mine, theirs].map((form) => form.find((other) => other.id === question.id));
          expect(versions.some((version) => version && deepEqual(version, question))).toBe(true);
        }
      }),
    );
  });

  it("'mine' accounts for every question: each missing one was removed by a side whose removal stands", () => {
    fc.assert(
      fc.property(formArb, formArb, formArb, (original, mine, theirs) => {
        const result = new Set(ids(resolveConflict(original, mine, theirs, "mine")));
        const before = new Map(original.map((question) => [question.id, question]));
        for (const question of mine) {
          // Missing from the result only if they removed it and I had not changed it.
          if (!result.has(question.id))
            expect(
              !theirs.some((other) => other.id === question.id) && deepEqual(before.get(question.id), question),
            ).toBe(true);
        }
        for (const question of theirs) {
          // Missing only if I removed it.
          if (!result.has(question.id))
            expect(before.has(question.id) && !mine.some((other) => other.id === question.id)).toBe(true);
        }
      }),
    );
  });

  it("'mine' keeps what only they changed and what only I changed", () => {
    fc.assert(
      fc.property(formArb, formArb, formArb, (original, mine, theirs) => {
        const diff = diffForms(original, mine, theirs);
        const result = resolveConflict(original, mine, theirs, "mine");
        const find = (form: Question[], id: string) => form.find((question) => question.id === id);
        const myEdits = new Set(diff.mine.filter((change) => change.kind !== "moved").map((change) => change.id));
        for (const change of diff.theirs) {
          if (change.kind === "moved" || myEdits.has(change.id)) continue;
          expect(find(result, change.id)).toEqual(find(theirs, change.id));
        }
        for (const change of diff.mine)
          if (change.kind !== "moved") expect(find(result, change.id)).toEqual(find(mine, change.id));
      }),
    );
  });

  it("diffForms against itself reports nothing", () => {
    fc.assert(
      fc.property(formArb, (form) => {
        expect(diffForms(form, form, form)).toEqual({ mine: [], theirs: [], conflicting: [] });
      }),
    );
  });
});

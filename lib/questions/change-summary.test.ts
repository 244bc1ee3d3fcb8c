import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sameJson, summariseChanges, type DefinitionLike } from "./change-summary";

const q = (id: string, type: string, label: string, extra: Record<string, unknown> = {}) => ({
  id,
  type,
  label,
  ...extra,
});
const form = (...questions: Record<string, unknown>[]): DefinitionLike => ({
  name: "Spring Expo",
  type: "event",
  questions,
});
const texts = (before: DefinitionLike, after: DefinitionLike) =>
  summariseChanges(before, after).map((change) => change.text);

const email = q("email", "email", "E-mail", { required: true });
const role = q("jobRole", "radio", "Job role", {
  options: [
    { id: "engineer", label: "Engineer" },
    { id: "buyer", label: "Buyer" },
  ],
});
const budget = q("budget", "number", "Budget", { displayed: { jobRole: "buyer" } });

describe("summariseChanges", () => {
  it("is empty for equal definitions, whatever the order of their keys", () => {
    expect(
      summariseChanges(form(email, role), {
        questions: [{ ...role }, { required: true, label: "E-mail", type: "email", id: "email" }].reverse(),
        type: "event",
        name: "Spring Expo",
      }),
    ).toEqual([]);
  });

  it.each([
    [
      "the event's name",
      { ...form(email, role), name: "Autumn Expo" },
      ["The event was renamed from “Spring Expo” to “Autumn Expo”."],
    ],
    ["a question added", form(email, role, budget), ["Added “Budget” (number) as question 3."]],
    ["a question removed", form(email), ["Removed “Job role” (radio), which was question 2."]],
    ["a question moved", form(role, email), ["Moved “Job role” from question 2 to question 1."]],
    ["a label", form({ ...email, label: "Work e-mail" }, role), ["The label of “E-mail” changed to “Work e-mail”."]],
    ["a type", form({ ...email, type: "text" }, role), ["“E-mail” changed from email to text."]],
    [
      "required made optional",
      form({ ...email, required: false }, role),
      ["“E-mail” is now optional; it was required."],
    ],
    [
      "a placeholder",
      form({ ...email, placeholder: "you@company.com" }, role),
      ["“E-mail”: placeholder changed from nothing to “you@company.com”."],
    ],
    [
      "error messages",
      form({ ...email, errorMessages: { required: "We need it" } }, role),
      ["“E-mail”: errorMessages changed."],
    ],
  ])("names %s", (_, after, expected) => {
    expect(texts(form(email, role), after)).toEqual(expected);
  });

  it("names options added, removed and renamed, by their stored ids", () => {
    const after = q("jobRole", "radio", "Job role", {
      options: [
        { id: "engineer", label: "Engineering" },
        { id: "student", label: "Student" },
      ],
    });
    expect(texts(form(role), form(after))).toEqual([
      "“Job role”: option “Student” added.",
      "“Job role”: option “Buyer” removed.",
      "“Job role”: option “Engineer” renamed to “Engineering”.",
    ]);
  });

  it("names a select's groups and options moving between them, and a reorder", () => {
    const select = (options: unknown[]) => q("interest", "select", "Interest", { options });
    const before = select([
      {
        label: "Hardware",
        options: [
          { value: "arm", label: "Arms" },
          { value: "cam", label: "Cameras" },
        ],
      },
    ]);
    const after = select([
      { label: "Hardware", options: [{ value: "arm", label: "Arms" }] },
      { label: "Vision", options: [{ value: "cam", label: "Cameras" }] },
    ]);
    expect(texts(form(before), form(after))).toEqual([
      "“Interest”: group “Vision” added.",
      "“Interest”: option “Cameras” moved to “Vision”.",
    ]);
    const reordered = q("jobRole", "radio", "Job role", {
      options: [...((role as Record<string, unknown>).options as unknown[])].reverse(),
    });
    expect(texts(form(role), form(reordered))).toEqual(["“Job role”: options reordered."]);
    const preselected = q("jobRole", "radio", "Job role", {
      options: [
        { id: "engineer", label: "Engineer", initialVal: true },
        { id: "buyer", label: "Buyer" },
      ],
    });
    expect(texts(form(role), form(preselected))).toEqual(["“Job role”: option “Engineer” changed."]);
  });

  it("writes conditions with the caller's words, before and after", () => {
    const words = (expression: Record<string, unknown>, questions: readonly Record<string, unknown>[]) =>
      Object.entries(expression)
        .map(([id, value]) => `${questions.find((each) => each.id === id)?.label ?? id} is ${JSON.stringify(value)}`)
        .join(" and ");
    const after = form(email, role, { ...budget, displayed: { jobRole: "engineer" } });
    expect(summariseChanges(form(email, role, budget), after, words).map((change) => change.text)).toEqual([
      '“Budget” is now shown when Job role is "engineer"; it was shown when Job role is "buyer".',
    ]);
  });

  it("writes conditions as the editor's condition sentences by default, questions and options by their labels", () => {
    expect(texts(form(role, budget), form(role, { ...budget, displayed: false }))).toEqual([
      "“Budget” is now hidden; it was shown when “Job role” is “Buyer”.",
    ]);
    const required = { ...budget, displayed: undefined, required: { jobRole: { $in: ["engineer", "buyer"] } } };
    expect(texts(form(role, budget), form(role, required))).toEqual([
      "“Budget” is now always shown; it was shown when “Job role” is “Buyer”.",
      "“Budget” is now required when “Job role” is one of “Engineer”, “Buyer”; it was optional.",
    ]);
  });

  it("counts a new id as one change, not a removal and an addition, and not the references it rewrote", () => {
    const after = form(email, { ...role, id: "role" }, { ...budget, displayed: { role: "buyer" } });
    expect(summariseChanges(form(email, role, budget), after)).toEqual([
      { kind: "renamed", questionId: "role", text: "The id of “Job role” changed from jobRole to role." },
    ]);
  });

  it(
    "recognises a rename by its unchanged content, or a label retyped in " + "the same place, and reports the label",
    () => {
      const after = form(email, role, q("spend", "number", "Budget", { displayed: { jobRole: "buyer" } }));
      expect(texts(form(email, role, budget), after)).toEqual(["The id of “Budget” changed from budget to spend."]);
      const relabelled = form(email, role, { ...budget, id: "yearlyBudget", label: "Yearly budget" });
      expect(texts(form(email, role, budget), relabelled)).toEqual([
        "The id of “Yearly budget” changed from budget to yearlyBudget.",
        "The label of “Budget” changed to “Yearly budget”.",
      ]);
      const elsewhere = form(email, { ...budget, id: "yearlyBudget", label: "Yearly budget" }, role);
      expect(texts(form(email, role, budget), elsewhere)).toEqual([
        "Removed “Budget” (number), which was question 3.",
        "Added “Yearly budget” (number) as question 2.",
      ]);
    },
  );

  it("does not call questions moved when others were added or removed around them", () => {
    expect(texts(form(email, role, budget), form(role, budget))).toEqual([
      "Removed “E-mail” (email), which was question 1.",
    ]);
    expect(texts(form(role, budget), form(email, role, q("notes", "text", "Notes"), budget))).toEqual([
      "Added “E-mail” (email) as question 1.",
      "Added “Notes” (text) as question 3.",
    ]);
  });
});

describe("sameJson", () => {
  it("compares objects without regard to key order and arrays in order", () => {
    expect(sameJson({ a: 1, b: [1, { c: 2 }] }, { b: [1, { c: 2 }], a: 1 })).toBe(true);
    expect(sameJson([1, 2], [2, 1])).toBe(false);
    expect(sameJson({ a: undefined }, {})).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });
});

describe("the summary of a → b", () => {
  const option = fc.record({ id: fc.constantFrom("a", "b", "c"), label: fc.constantFrom("A", "B", "C") });
  const question = fc.record(
    {
      id: fc.constantFrom("email", "jobRole", "budget", "notes", "company"),
      type: fc.constantFrom("text", "email", "radio", "number"),
      label: fc.constantFrom("E-mail", "Job role", "Budget", ""),
      required: fc.constantFrom(true, false, { jobRole: "a" }, { budget: { $gt: 5 } }),
      displayed: fc.constantFrom(true, { jobRole: "b" }, { $or: [{ email: "x" }, { notes: "y" }] }),
      placeholder: fc.string({ maxLength: 2 }),
      options: fc.array(option, { maxLength: 3 }),
    },
    { requiredKeys: ["id", "type", "label"] },
  );
  const definition = fc.record({
    name: fc.constantFrom("A", "B"),
    questions: fc.uniqueArray(question, { selector: (each) => each.id, maxLength: 5 }),
  });

  it("is empty exactly when a and b are equal", () => {
    fc.assert(
      fc.property(definition, definition, fc.boolean(), (a, other, same) => {
        const b = same ? structuredClone(a) : other;
        expect(summariseChanges(a, b).length === 0).toBe(sameJson(a, b));
      }),
      { numRuns: 2000 },
    );
  });

  it("is empty for a copy with its keys in another order, and not after one property of one question changed", () => {
    fc.assert(
      fc.property(
        definition.filter((each) => each.questions.length > 0),
        fc.nat(),
        (a, pick) => {
          const shuffled = {
            questions: a.questions.map((each) => Object.fromEntries(Object.entries(each).reverse())),
            name: a.name,
          };
          expect(summariseChanges(a, shuffled)).toEqual([]);
          const index = pick % a.questions.length;
          const changed = {
            ...a,
            questions: a.questions.map((each, i) =>
              i === index ? { ...each, placeholder: `${each.placeholder ?? ""}!` } : each,
            ),
          };
          expect(summariseChanges(a, changed)).toHaveLength(1);
        },
      ),
    );
  });
});

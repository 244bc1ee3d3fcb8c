// Random forms and answers for the property tests of lib/logic: every question type, every allowed operator,
// $displayed / $required chains and `displayed: "required"`. Built with fast-check's fc.gen so failures shrink.
import fc from "fast-check";
import { QUESTION_TYPES } from "@/lib/questions/constants";

export type Gen = fc.GeneratorValue;
type Question = Record<string, unknown> & { id: string; type: string };

const CHOICES = ["alpha", "beta", "gamma"];

/** Answers a question of `type` may receive, including lenient and wrong-typed ones a client could send. */
export function answerPool(type: string): unknown[] {
  switch (type) {
    case "number":
    case "rating":
      return [0, 1, 5, 10, 50, -1, "5", "x"];
    case "checkbox":
      return [true, false, "true"];
    case "select":
    case "radio":
      return [...CHOICES, "", [], ["alpha"], ["beta", "gamma"]];
    case "checkboxGroup":
      return [[], ["alpha"], ["beta", "gamma"], ["alpha", "beta", "gamma"], "alpha"];
    case "date":
      return ["2026-01-01", "2026-06-15", "2027-12-31", ""];
    default:
      return ["", "a", "Alpha", "beta", "x@y.z", 5];
  }
}

/** Uniform, not fast-check's default bias towards the bounds: every branch of a generator should be taken. */
export const uniform = (min: number, max: number) => fc.noBias(fc.integer({ min, max }));
const pick = <T>(g: Gen, items: readonly T[]): T => items[g(uniform, 0, items.length - 1)];

/** A condition on one question's answer (or state), using any allowed operator. */
function condition(g: Gen, target: Question, depth: number): unknown {
  const value = () => pick(g, answerPool(target.type));
  const number = () => pick(g, [0, 1, 5, 10, 50]);
  const kind = g(uniform, 0, depth > 1 ? 16 : 18);
  switch (kind) {
    case 0:
      return value();
    case 1:
      return { $eq: value() };
    case 2:
      return { $ne: value() };
    case 3:
      return { $gt: number() };
    case 4:
      return { $gte: pick(g, [number(), "2026-06-15"]) };
    case 5:
      return { $lt: number() };
    case 6:
      return { $lte: pick(g, [number(), "2026-06-15"]) };
    case 7:
      return { $in: [value(), value()] };
    case 8:
      return { $nin: [value()] };
    case 9:
      return { $exists: g(fc.boolean) };
    case 10:
      return { $regex: pick(g, ["^a", "et", "^$"]), ...(g(fc.boolean) ? { $options: "i" } : {}) };
    case 11:
      return pick(g, ["/^a/i", "/ph/", "/^(alpha|gamma)$/"]);
    case 12:
      return { $all: [value()] };
    case 13:
      return { $size: pick(g, [0, 1, 2]) };
    case 14:
      return { $displayed: g(fc.boolean) };
    case 15:
      return { $required: g(fc.boolean) };
    case 16:
      return { $gte: number(), $lt: number() };
    case 17:
      return { $not: condition(g, target, depth + 1) };
    default:
      return { $elemMatch: { $in: [value(), "alpha"] } };
  }
}

/** An expression over `candidates`: one or two conditions, sometimes under $and / $or / $nor. */
function expression(g: Gen, candidates: Question[], depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const keys = g(uniform, 1, 2);
  for (let i = 0; i < keys; i++) {
    if (depth < 2 && g(uniform, 0, 4) === 0) {
      result[pick(g, ["$and", "$or", "$nor"])] = [
        expression(g, candidates, depth + 1),
        expression(g, candidates, depth + 1),
      ];
    } else {
      const target = pick(g, candidates);
      result[target.id] = condition(g, target, 0);
    }
  }
  return result;
}

function options(g: Gen, type: string): Record<string, unknown> {
  if (type === "select") {
    const grouped = g(fc.boolean);
    const list = grouped
      ? [
          {
            label: "Group",
            options: [
              { label: "Alpha", value: "alpha" },
              { label: "Beta", value: "beta" },
            ],
          },
          { label: "gamma" },
        ]
      : CHOICES.map((value) => ({ label: value.toUpperCase(), value }));
    return { options: list, ...(g(fc.boolean) ? { multiSelect: true } : {}) };
  }
  if (type === "radio" || type === "checkboxGroup")
    return { options: CHOICES.map((id) => ({ id, label: id.toUpperCase() })) };
  return {};
}

/**
 * A form of 2-12 questions. $displayed / $required point at earlier questions (so most forms are acyclic, as
 * validation demands) unless `allowCycles`, when they may point anywhere.
 */
export function randomForm(g: Gen, allowCycles = false): Question[] {
  const count = g(uniform, 2, 12);
  const questions: Question[] = [];
  for (let i = 0; i < count; i++) questions.push({ id: `q${i}`, type: pick(g, QUESTION_TYPES), label: `Q${i}` });
  for (const question of questions) Object.assign(question, options(g, question.type));
  questions.forEach((question, index) => {
    const candidates = allowCycles ? questions : questions.slice(0, Math.max(index, 1));
    const attribute = (forDisplayed: boolean) => {
      const choice = g(uniform, 0, 5);
      if (choice === 0) return undefined;
      if (choice === 1) return g(fc.boolean);
      if (choice === 2 && forDisplayed) return "required";
      // A question may read its own answer but not its own state (that would be a cycle).
      const safe = candidates.filter((candidate) => allowCycles || candidate !== question);
      return expression(g, safe.length ? safe : candidates);
    };
    const displayed = attribute(true);
    const required = attribute(false);
    if (displayed !== undefined) question.displayed = displayed;
    if (required !== undefined) question.required = required;
  });
  return questions;
}

/** A sequence of answer changes (undefined removes an answer). */
export function answerChanges(g: Gen, questions: Question[]): [string, unknown][] {
  const count = g(uniform, 1, 15);
  return Array.from({ length: count }, () => {
    const question = pick(g, questions);
    return [question.id, g(uniform, 0, 7) === 0 ? undefined : pick(g, answerPool(question.type))];
  });
}

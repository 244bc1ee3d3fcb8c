// Random forms for the differential test against MongoDB's semantics (mongo-differential.test.ts): every question
// type, every allowed operator in the shapes people write and in the corners where query engines disagree (empty
// and nested lists, "/re/" strings under every operator, null, $all of $elemMatch, $not of plain values, $exists
// of non-booleans), $displayed / $required chains and `displayed: "required"`. Some shapes are invalid on purpose:
// the test keeps the expressions both sides accept.
import fc from "fast-check";
import { QUESTION_TYPES } from "@/lib/questions/constants";
import { answerPool, uniform, type Gen } from "./arbitrary-forms";

type Question = Record<string, unknown> & { id: string; type: string };

const pick = <T>(g: Gen, items: readonly T[]): T => items[g(uniform, 0, items.length - 1)];
const REGEXES = ["/^a/i", "/ph/", "/^(alpha|gamma)$/", "/e/i", "/^$/", "/5/", "/^b/g"];

/** Answers beyond the type's own: null, other types and lists of other things, as a careless client sends them. */
export function answerOf(g: Gen, type: string): unknown {
  if (g(uniform, 0, 6) > 0) return pick(g, answerPool(type));
  return pick(g, [
    null,
    5,
    "5",
    true,
    "false",
    [],
    ["b"],
    ["blue"],
    "b",
    [5, "alpha"],
    [null],
    ["alpha", "alpha"],
    "/e/i",
    "2026-06-15",
  ]);
}

/** A value to compare with: one the question may hold, or something else. */
function value(g: Gen, target: Question): unknown {
  const choice = g(uniform, 0, 9);
  if (choice < 5) return pick(g, answerPool(target.type));
  if (choice === 5) return pick(g, REGEXES);
  if (choice === 6) return pick(g, [null, ["b"], ["alpha"], [], ["beta", "gamma"]]);
  return pick(g, [5, "5", true, false, "b", "alpha", 0]);
}

const orderValue = (g: Gen, target: Question) =>
  pick(g, [
    0,
    1,
    5,
    10,
    50,
    "2026-06-15",
    "b",
    "alpha",
    true,
    false,
    null,
    ["b"],
    "/e/",
    pick(g, answerPool(target.type)),
  ]);
const list = (g: Gen, target: Question) => Array.from({ length: g(uniform, 0, 3) }, () => value(g, target));

/** One operator and its argument. */
function operator(g: Gen, target: Question, depth: number, canNameState: boolean): [string, unknown] {
  const kinds = depth > 2 ? 14 : 17;
  switch (g(uniform, 0, kinds)) {
    case 0:
      return ["$eq", value(g, target)];
    case 1:
      return ["$ne", value(g, target)];
    case 2:
      return [pick(g, ["$gt", "$gte", "$lt", "$lte"]), orderValue(g, target)];
    case 3:
      return ["$in", list(g, target)];
    case 4:
      return ["$nin", list(g, target)];
    case 5:
      return ["$exists", pick(g, [true, false, true, false, 0, 1, "yes"])];
    case 6:
      return ["$size", pick(g, [0, 1, 2, 0, 1, -1, 1.5])];
    case 7:
    case 8:
      return ["$all", allList(g, target, depth)];
    case 9:
      return ["$in", [pick(g, REGEXES), value(g, target)]];
    case 10:
      return ["$all", [pick(g, REGEXES)]];
    case 11:
      return canNameState ? [pick(g, ["$displayed", "$required"]), g(fc.boolean)] : ["$eq", value(g, target)];
    case 12:
      return ["$not", pick(g, [pick(g, REGEXES), "alpha", 5, {}, { $regex: "^a", $options: "i" }])];
    case 13:
    case 14:
      return ["$regex", pick(g, ["^a", "et", "^$", "a"])];
    case 15:
      return ["$not", conditionObject(g, target, depth + 1, canNameState)];
    case 16:
      return ["$elemMatch", elemMatch(g, target, depth)];
    default:
      return [pick(g, ["$or", "$and", "$nor"]), [conditionObject(g, target, depth + 1, canNameState)]];
  }
}

function allList(g: Gen, target: Question, depth: number): unknown[] {
  const choice = g(uniform, 0, 5);
  if (choice === 0) return [];
  if (choice === 1) return [pick(g, [["b"], ["alpha"], ["beta", "gamma"], []])];
  if (choice === 2 && depth <= 2)
    return Array.from({ length: g(uniform, 1, 2) }, () => ({ $elemMatch: elemMatch(g, target, depth) }));
  if (choice === 3 && depth <= 2) return [{ $elemMatch: elemMatch(g, target, depth) }, value(g, target)];
  return Array.from({ length: g(uniform, 1, 3) }, () => value(g, target));
}

function elemMatch(g: Gen, target: Question, depth: number): unknown {
  const choice = g(uniform, 0, 6);
  if (choice === 0) return {};
  if (choice === 1) return { $in: [value(g, target), "alpha"] };
  if (choice === 2) return { $or: [{ $eq: value(g, target) }] };
  return conditionObject(g, target, depth + 1, false);
}

/** An object of one to three operators on one value. */
function conditionObject(g: Gen, target: Question, depth: number, canNameState: boolean): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const count = g(uniform, 1, 3) === 3 ? 2 : 1;
  for (let i = 0; i < count; i++) {
    const [op, arg] = operator(g, target, depth, canNameState);
    result[op] = arg;
    if (op === "$regex" && g(fc.boolean)) result.$options = pick(g, ["i", "m", "s", "g", "u", "", "is"]);
  }
  return result;
}

/** A condition on one question: a value (the shorthand) or an object of operators. */
function condition(g: Gen, target: Question, canNameState: boolean): unknown {
  return g(uniform, 0, 3) === 0 ? value(g, target) : conditionObject(g, target, 0, canNameState);
}

function expression(g: Gen, candidates: Question[], stateTargets: Question[], depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const keys = g(uniform, 1, 2);
  for (let i = 0; i < keys; i++) {
    if (depth < 2 && g(uniform, 0, 4) === 0) {
      result[pick(g, ["$and", "$or", "$nor"])] = Array.from({ length: g(uniform, 1, 2) }, () =>
        expression(g, candidates, stateTargets, depth + 1),
      );
    } else {
      const target = pick(g, candidates);
      result[target.id] = condition(g, target, stateTargets.includes(target));
    }
  }
  return result;
}

function options(g: Gen, type: string): Record<string, unknown> {
  if (type === "select")
    return {
      options: ["alpha", "beta", "gamma"].map((value) => ({ label: value.toUpperCase(), value })),
      ...(g(fc.boolean) ? { multiSelect: true } : {}),
    };
  if (type === "radio" || type === "checkboxGroup")
    return { options: ["alpha", "beta", "gamma"].map((id) => ({ id, label: id.toUpperCase() })) };
  return {};
}

/** A form of 2-10 questions whose $displayed / $required name earlier questions only (no cycles). */
export function randomLogicForm(g: Gen): Question[] {
  const count = g(uniform, 2, 10);
  const questions: Question[] = [];
  for (let i = 0; i < count; i++) {
    const type = pick(g, QUESTION_TYPES);
    questions.push({ id: `q${i}`, type, ...(type === "divider" ? {} : { label: `Q${i}` }), ...options(g, type) });
  }
  questions.forEach((question, index) => {
    const earlier = questions.slice(0, index);
    const attribute = (forDisplayed: boolean) => {
      const choice = g(uniform, 0, 6);
      if (choice === 0) return undefined;
      if (choice === 1) return g(fc.boolean);
      if (choice === 2 && forDisplayed) return "required";
      return expression(g, questions, earlier);
    };
    const displayed = attribute(true);
    if (displayed !== undefined) question.displayed = displayed;
    if (!["label", "note", "divider"].includes(question.type)) {
      const required = attribute(false);
      if (required !== undefined) question.required = required;
    }
  });
  return questions;
}

/** Answers to some of the questions (a missing key is an unanswered question). */
export function randomAnswers(g: Gen, questions: Question[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of questions) if (g(uniform, 0, 3) > 0) answers[question.id] = answerOf(g, question.type);
  return answers;
}

// Code mode's completion and hover, as pure functions of the text and the cursor's offset (jsonc-parser finds
// where the cursor is); the Monaco adapter turns the plain data into Monaco's types.
import { findNodeAtOffset, getLocation, getNodePath, parseTree, type Node, type Segment } from "jsonc-parser";
import { ALLOWED_OPERATORS, REGEX_STRING } from "@/lib/logic/operator-names";
import { OPERATOR_DOCS, PATTERN_DOCS } from "./operator-docs";
import { optionChoices, type RuleQuestion } from "./rule-operators";

/** A range of the text, as offsets: [start, end). */
export type TextRange = { start: number; end: number };
export type Completion = {
  kind: "question" | "operator" | "value";
  label: string;
  /** Replaces `range`; quoted as JSON. `filterText` equals it, since the range includes the opening quote. */
  insertText: string;
  filterText: string;
  detail: string;
  range: TextRange;
};
export type Hover = { contents: string; range: TextRange };

const LOGICAL = ["$and", "$or", "$nor"];

/** What a place in an expression holds, found by walking the JSON path from the top. */
type Place =
  | { kind: "expression" }
  | { kind: "condition" | "value" | "list"; questionId: string; operator?: string }
  | { kind: "other" };

function placeOf(path: Segment[]): Place {
  let place: Place = { kind: "expression" };
  let inLogicalList: "expression" | "condition" | null = null;
  for (const segment of path) {
    if (inLogicalList) {
      if (typeof segment !== "number") return { kind: "other" };
      place =
        inLogicalList === "expression"
          ? { kind: "expression" }
          : { ...(place as Place & { questionId: string }), kind: "condition" };
      inLogicalList = null;
      continue;
    }
    const key = String(segment);
    if (place.kind === "expression") {
      if (LOGICAL.includes(key)) inLogicalList = "expression";
      else if (key.startsWith("$")) return { kind: "other" };
      else place = { kind: "condition", questionId: key };
    } else if (place.kind === "condition") {
      if (LOGICAL.includes(key)) inLogicalList = "condition";
      else if (key === "$not") continue;
      else if (key === "$elemMatch") return { kind: "other" };
      else
        place = {
          kind: ["$in", "$nin", "$all"].includes(key) ? "list" : "value",
          questionId: place.questionId,
          operator: key,
        };
    } else if (place.kind === "list" && typeof segment === "number") {
      place = { ...place, kind: "value" };
    } else {
      return { kind: "other" };
    }
  }
  return place;
}

/** The string (or other scalar) under the cursor, to be replaced whole; or an empty range at the cursor. */
function tokenRange(root: Node | undefined, offset: number): TextRange {
  const node = root ? findNodeAtOffset(root, offset, true) : undefined;
  if (node && ["string", "number", "boolean", "null"].includes(node.type))
    return { start: node.offset, end: node.offset + node.length };
  return { start: offset, end: offset };
}

const describeQuestion = (question: RuleQuestion) =>
  `${typeof question.label === "string" && question.label ? question.label : question.id} (${question.type})`;

function valueCompletions(
  question: RuleQuestion | undefined,
  operator: string | undefined,
  range: TextRange,
): Completion[] {
  const value = (label: string, insert: unknown, detail: string): Completion => {
    const insertText = JSON.stringify(insert);
    return { kind: "value", label, insertText, filterText: insertText, detail, range };
  };
  if (
    operator === "$exists" ||
    operator === "$displayed" ||
    operator === "$required" ||
    question?.type === "checkbox"
  ) {
    return [
      value("true", true, OPERATOR_DOCS[operator ?? ""] ?? "checked"),
      value("false", false, OPERATOR_DOCS[operator ?? ""] ?? "not checked"),
    ];
  }
  if (!question || operator === "$regex" || operator === "$options" || operator === "$size") return [];
  return optionChoices(question).map((option) =>
    value(
      option.value,
      option.value,
      `${option.label}${option.group ? ` (${option.group})` : ""} — an option of ${question.id}`,
    ),
  );
}

/**
 * What may be typed at `offset`: question ids and $and/$or/$nor as keys of an expression, operators as keys of a
 * condition, option values as values.
 */
export function completions(text: string, offset: number, questions: readonly RuleQuestion[]): Completion[] {
  const location = getLocation(text, offset);
  const root = parseTree(text);
  const range = tokenRange(root, offset);
  const byId = new Map(questions.map((question) => [question.id, question]));
  if (location.isAtPropertyKey) {
    const place = placeOf(location.path.slice(0, -1));
    const operator = (op: string): Completion => ({
      kind: "operator",
      label: op,
      insertText: JSON.stringify(op),
      filterText: JSON.stringify(op),
      detail: OPERATOR_DOCS[op] ?? "",
      range,
    });
    if (place.kind === "expression") {
      return [
        ...questions.map((question): Completion => ({
          kind: "question",
          label: question.id,
          insertText: JSON.stringify(question.id),
          filterText: JSON.stringify(question.id),
          detail: describeQuestion(question),
          range,
        })),
        ...LOGICAL.map(operator),
      ];
    }
    // On one question, the joins ($and, $or, $nor) are noise: they join whole conditions, at the top.
    if (place.kind === "condition") return [...ALLOWED_OPERATORS].filter((op) => !LOGICAL.includes(op)).map(operator);
    return [];
  }
  const place = placeOf(location.path);
  // A condition's place never holds an operator (placeOf sets one only on its values and lists).
  if (place.kind === "condition" || place.kind === "value" || place.kind === "list")
    return valueCompletions(byId.get(place.questionId), place.operator, range);
  return [];
}

const COMPARED = new Set(["$eq", "$ne", "$gt", "$gte", "$lt", "$lte"]);

/** Whether a "/…/flags" value is a pattern where it stands, or plain text that validation refuses. */
function patternHover(node: Node): Hover | null {
  if (typeof node.value !== "string" || !REGEX_STRING.test(node.value)) return null;
  const place = placeOf(getNodePath(node));
  const range = { start: node.offset, end: node.offset + node.length };
  if (place.kind === "condition" || (place.kind === "value" && ["$in", "$nin", "$all"].includes(place.operator ?? "")))
    return { contents: PATTERN_DOCS.pattern, range };
  if (place.kind === "value" && COMPARED.has(place.operator ?? ""))
    return { contents: PATTERN_DOCS.refused(place.operator!), range };
  return null;
}

/**
 * What the key under the cursor means (an operator's description, or the question an id names), or whether a "/…/"
 * value is a pattern there.
 */
export function hover(text: string, offset: number, questions: readonly RuleQuestion[]): Hover | null {
  const root = parseTree(text);
  const node = root ? findNodeAtOffset(root, offset) : undefined;
  if (!node || node.type !== "string") return null;
  if (node.parent?.type !== "property" || node.parent.children?.[0] !== node) return patternHover(node);
  const key = String(node.value);
  const range = { start: node.offset, end: node.offset + node.length };
  if (key.startsWith("$")) {
    return {
      contents: OPERATOR_DOCS[key]
        ? `**${key}** — ${OPERATOR_DOCS[key]}`
        : `**${key}** is not an allowed operator (allowed: ${[...ALLOWED_OPERATORS].join(", ")}).`,
      range,
    };
  }
  const question = questions.find((candidate) => candidate.id === key);
  if (!question) return null;
  const options = optionChoices(question).map((option) => option.value);
  return {
    contents: `**${key}** — ${describeQuestion(question)}${options.length ? `; values: ${options.join(", ")}` : ""}`,
    range,
  };
}

// Code mode's markers: JSON syntax errors, then every problem the API would report for this attribute — the same
// messages, from validateDefinition run on the form with the edited expression in place — placed on the part of
// the text they are about.
import {
  findNodeAtLocation,
  parseTree,
  printParseErrorCode,
  type Node,
  type ParseError,
  type Segment,
} from "jsonc-parser";
import { validateDefinition } from "@/lib/questions";
import type { TextRange } from "./code-assist";
import { optionValueProblems } from "./option-values";
import type { RuleQuestion } from "./rule-operators";

export type Marker = TextRange & { severity: "error"; message: string; rule: string };
type QuestionLike = { id?: unknown; [property: string]: unknown };

// Not here, never reported with these options: InvalidNumberFormat (a malformed number is UnexpectedEndOfNumber or
// InvalidSymbol) and UnexpectedEndOfComment (comments being refused, an unclosed one is InvalidCommentToken).
const SYNTAX: Record<string, string> = {
  InvalidSymbol: "an unexpected character here (names and texts go in double quotes)",
  PropertyNameExpected: 'a property name in double quotes, such as "country", is expected here',
  ValueExpected: "a value is expected here",
  ColonExpected: "a colon is expected after the property name",
  CommaExpected: "a comma is expected between items",
  CloseBraceExpected: "a closing } is missing",
  CloseBracketExpected: "a closing ] is missing",
  EndOfFileExpected: "there is more after the end of the expression",
  InvalidCommentToken: "JSON has no comments",
  UnexpectedEndOfString: 'a text is missing its closing "',
  UnexpectedEndOfNumber: "a number is cut off",
  InvalidUnicode: "a \\u escape is invalid",
  InvalidEscapeCharacter: 'an escape is invalid (use \\n, \\" or \\\\)',
  InvalidCharacter: "a text contains a control character such as a line break",
};

/** "questions[3].displayed.$or[0].country" → ["$or", 0, "country"], relative to the attribute. */
function segmentsOf(path: string, prefix: string): Segment[] {
  return [...path.slice(prefix.length).matchAll(/\.([^.[]+)|\[(\d+)\]/g)].map((match) =>
    match[2] === undefined ? match[1] : Number(match[2]),
  );
}

/** The first property key named `key`, anywhere (validation names unknown ids at the top, wherever they sit). */
function findKey(node: Node, key: Segment): Node | undefined {
  // A property's children are its key and its value.
  if (node.type === "property" && node.children![0].value === key) return node.children![0];
  for (const child of node.children ?? []) {
    const found = findKey(child, key);
    if (found) return found;
  }
  return undefined;
}

/** The key of the property at `segments` (what a problem is about), or its value, or the whole expression. */
function rangeOf(root: Node, segments: Segment[]): TextRange {
  const value = segments.length ? findNodeAtLocation(root, segments) : root;
  // Not found (segments is then not empty): a key named like the last segment, which a list's index never is.
  const node =
    value?.parent?.type === "property"
      ? value.parent.children![0]
      : (value ?? findKey(root, segments[segments.length - 1]) ?? root);
  return { start: node.offset, end: node.offset + node.length };
}

/**
 * The markers of `text` as the `attribute` of question `questionId` in `questions` (the form as it stands, the
 * edited question included). Syntax errors first; problems of the logic only once the JSON parses.
 */
export function markers(
  text: string,
  questions: readonly QuestionLike[],
  questionId: string,
  attribute: "displayed" | "required",
): Marker[] {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  if (errors.length || !root) {
    return errors.map((error) => {
      const code = printParseErrorCode(error.error);
      return {
        start: error.offset,
        end: error.offset + Math.max(error.length, 1),
        severity: "error",
        rule: "json",
        message: `This is not valid JSON: ${SYNTAX[code] ?? code}.`,
      };
    });
  }
  let index = questions.findIndex((question) => question.id === questionId);
  const form = [...questions];
  if (index < 0) index = form.push({ id: questionId, type: "text", label: questionId }) - 1;
  form[index] = { ...form[index], [attribute]: JSON.parse(text) as unknown };
  const prefix = `questions[${index}].${attribute}`;
  // A value that is none of a question's options: the API takes it, the visual rules do not (same check, same words).
  const options = optionValueProblems(
    form[index][attribute],
    questions.filter(
      (question): question is RuleQuestion => typeof question.id === "string" && typeof question.type === "string",
    ),
  ).map((problem): Marker => ({
    ...rangeOf(root, problem.path),
    severity: "error",
    rule: "notAnOption",
    message: problem.message,
  }));
  const api = validateDefinition(form).flatMap((issue): Marker[] => {
    // An attribute's issues are at its path or below it (an expression is an object: no "[" follows).
    const own = issue.path === prefix || issue.path.startsWith(`${prefix}.`);
    // A circle is reported once, on its first question: show it on every question of the circle it passes through
    // (which its message names; the first question is in its own circle).
    const circle = issue.rule === "logicCycle" && issue.message.includes(`'${questionId}'`);
    if (!own && !circle) return [];
    const range =
      issue.rule === "logicCycle" ? cycleRange(root, issue.message) : rangeOf(root, segmentsOf(issue.path, prefix));
    return [{ ...range, severity: "error", rule: issue.rule, message: issue.message }];
  });
  return [...api, ...options];
}

/** The first $displayed / $required in the expression that names a question of the circle, else the whole. */
function cycleRange(root: Node, message: string): TextRange {
  const ids = [...message.matchAll(/'([^']+)'/g)].map((match) => match[1]);
  for (const id of ids) {
    const key = findKey(root, id);
    // A key's parent is its property, whose second child is the value.
    const condition = key?.parent!.children![1];
    const state = condition && (findKey(condition, "$displayed") ?? findKey(condition, "$required"));
    if (key && state) return { start: key.offset, end: key.offset + key.length };
  }
  return { start: root.offset, end: root.offset + root.length };
}

// The JSON view's text and the editor's document: the event as the API takes it ({name, type, questions}), and back
// from text that parses and has that shape. Anything else is refused with a message saying where and what.
import { parse, printParseErrorCode, type ParseError } from "jsonc-parser";
import { questionList, type DocumentInput, type EditorDocument } from "@/lib/editor-store/document";
import { QUESTION_TYPES, type Question } from "@/lib/questions";
import { isPlainObject } from "@/lib/logic/is-plain-object";

export type TextReading =
  { ok: true; input: DocumentInput; data: unknown } | { ok: false; message: string; data?: unknown };

export function eventText(doc: EditorDocument): string {
  return `${JSON.stringify({ name: doc.name, type: doc.type, questions: questionList(doc) }, null, 2)}\n`;
}

/** Line and column (1-based) of an offset, for messages. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

const ERROR_WORDS: Record<string, string> = {
  InvalidSymbol: "an unexpected character",
  InvalidNumberFormat: "a malformed number",
  PropertyNameExpected: "a property name in double quotes was expected",
  ValueExpected: "a value was expected",
  ColonExpected: "a colon was expected",
  CommaExpected: "a comma was expected",
  CloseBraceExpected: "a closing } was expected",
  CloseBracketExpected: "a closing ] was expected",
  EndOfFileExpected: "the text goes on after the end of the JSON",
  UnexpectedEndOfString: "a string is not closed",
  UnexpectedEndOfComment: "a comment is not closed",
};

/** How many questions the message names; the marks in the text show the rest. */
const MAX_QUESTION_PROBLEMS = 3;

/**
 * Why the form cannot show this question (its id and type are what the cards and the preview need), and whether its
 * type is the reason; null when it can.
 */
function questionProblem(question: unknown, index: number): { text: string; type: boolean } | null {
  const which = `question ${index + 1}`;
  if (!isPlainObject(question)) return { text: `${which} is not an object`, type: false };
  if (typeof question.id !== "string") return { text: `${which} has no id (a string)`, type: false };
  const named = `${which} ("${question.id}")`;
  if (question.type === undefined) return { text: `${named} has no type`, type: true };
  if (!(QUESTION_TYPES as readonly unknown[]).includes(question.type))
    return { text: `${named} has the type ${JSON.stringify(question.type)}, which is no question type`, type: true };
  return null;
}

/** Reads the text as an event; comments and trailing commas are refused, as the API would refuse them. */
export function readEventText(text: string): TextReading {
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length) {
    const first = errors[0];
    const { line, column } = lineColumn(text, first.offset);
    const code = printParseErrorCode(first.error);
    return {
      ok: false,
      message: `The JSON does not parse: ${ERROR_WORDS[code] ?? code} at line ${line}, column ${column}.`,
    };
  }
  if (!isPlainObject(data))
    return { ok: false, message: "The text must be one JSON object with name, type and questions.", data };
  if (typeof data.name !== "string") return { ok: false, message: "The event needs a name: a string.", data };
  if (data.type !== "standard" && data.type !== "checkIn")
    return { ok: false, message: 'The event type must be "standard" or "checkIn".', data };
  if (!Array.isArray(data.questions))
    return { ok: false, message: "questions must be an array of question objects.", data };
  const problems = data.questions.flatMap((question: unknown, index) => questionProblem(question, index) ?? []);
  if (problems.length) {
    const shown = problems
      .slice(0, MAX_QUESTION_PROBLEMS)
      .map((problem) => problem.text)
      .join("; ");
    const more = problems.length > MAX_QUESTION_PROBLEMS ? `; and ${problems.length - MAX_QUESTION_PROBLEMS} more` : "";
    const types = problems.some((problem) => problem.type) ? ` The types are ${QUESTION_TYPES.join(", ")}.` : "";
    return { ok: false, message: `The form cannot show this yet: ${shown}${more}.${types}`, data };
  }
  return { ok: true, data, input: { name: data.name, type: data.type, questions: data.questions as Question[] } };
}

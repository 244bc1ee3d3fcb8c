// A form's answers: what a visitor has entered, kept as the capture app sends it (strings, booleans,
// lists, numbers), turned into the API's `{ "<id>": { "value": … } }` values and into the answers logic reads.
import type { Answers } from "@/lib/logic/compile";
import { isPlainObject } from "@/lib/logic/is-plain-object";
import { canonicalAnswer } from "@/lib/questions/answers";
import { NO_VALUE, truthy } from "@/lib/questions/constants";
import type { Question, SelectOption } from "@/lib/questions/schema";

export type FormValues = Record<string, { value: unknown }>;

/** Select options flattened out of their groups: the values a visitor can pick. */
export function selectLeaves(options: readonly SelectOption[] | undefined): SelectOption[] {
  const leaves: SelectOption[] = [];
  for (const option of options ?? []) {
    if (!isPlainObject(option)) continue;
    if (Array.isArray(option.options)) leaves.push(...selectLeaves(option.options));
    else leaves.push(option);
  }
  return leaves;
}

export const selectValue = (option: SelectOption) =>
  typeof option.value === "string" ? option.value : String(option.label);
export const choiceValue = (option: { id?: string; label: string }) =>
  typeof option.id === "string" ? option.id : String(option.label);

/** The answer a question starts with in the app: its initialVal (or its options' initialVal), else none. */
export function initialAnswer(question: Question): unknown {
  switch (question.type) {
    case "select": {
      const chosen = selectLeaves(question.options)
        .filter((option) => truthy(option.initialVal))
        .map(selectValue);
      if (truthy(question.multiSelect))
        return chosen.length ? chosen : typeof question.initialVal === "string" ? [question.initialVal] : undefined;
      return question.initialVal ?? chosen[0];
    }
    case "checkboxGroup": {
      const chosen = question.options.filter((option) => truthy(option.initialVal)).map(choiceValue);
      return chosen.length ? chosen : undefined;
    }
    case "checkbox":
      return question.initialVal === undefined ? undefined : truthy(question.initialVal);
    case "number":
      return question.initialVal === undefined ? undefined : Number(question.initialVal);
    case "label":
    case "note":
    case "divider":
    case "rating":
      return undefined;
    default:
      return "initialVal" in question && typeof question.initialVal === "string" && question.initialVal !== ""
        ? question.initialVal
        : undefined;
  }
}

export function initialAnswers(questions: readonly Question[]): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  for (const question of questions) {
    const value = initialAnswer(question);
    if (value !== undefined) answers[question.id] = value;
  }
  return answers;
}

/** Nothing entered: the app sends no value for it. */
export const isUnanswered = (value: unknown) =>
  value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** The values the app would post: every answered question that collects a value. */
export function toValues(questions: readonly Question[], answers: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const question of questions) {
    if (NO_VALUE.has(question.type)) continue;
    const value = answers[question.id];
    if (!isUnanswered(value)) values[question.id] = { value };
  }
  return values;
}

/**
 * One answer as logic reads it (answersForLogic's rules), or undefined when unanswered — or when it would never be
 * posted (no such question, or a type that collects no value), since the server's logic never sees it.
 */
export function logicAnswer(question: Question | undefined, value: unknown): unknown {
  if (isUnanswered(value) || !question || NO_VALUE.has(question.type)) return undefined;
  return canonicalAnswer(question?.type, value);
}

/** Every answer as logic reads it. */
export function logicAnswers(questions: readonly Question[], answers: Record<string, unknown>): Answers {
  const result: Answers = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [id, value] of Object.entries(answers)) {
    const answer = logicAnswer(byId.get(id), value);
    if (answer !== undefined) result[id] = answer;
  }
  return result;
}

/** The input type of each date subtype: native pickers, with the keyboard or wheel the device has for them. */
export const DATE_INPUT = {
  date: "date",
  datetime: "datetime-local",
  time: "time",
  week: "week",
  month: "month",
} as const;
export type DateInputSubtype = keyof typeof DATE_INPUT;

/** Native pickers leave out zero seconds ("09:30"); the API's formats always have them ("09:30:00"). */
export function dateValueFromInput(subtype: DateInputSubtype, raw: string): string | undefined {
  if (raw === "") return undefined;
  if ((subtype === "time" && /^\d{2}:\d{2}$/.test(raw)) || (subtype === "datetime" && /T\d{2}:\d{2}$/.test(raw)))
    return `${raw}:00`;
  return raw;
}

/** What a number box sends: a number when it reads as one, else the text as typed (which the server refuses). */
export const numberFromInput = (raw: string): unknown =>
  raw.trim() === "" ? undefined : Number.isFinite(Number(raw)) ? Number(raw) : raw;

/** What a text box sends: the text as typed, or nothing once it is emptied. */
export const textFromInput = (raw: string): string | undefined => (raw === "" ? undefined : raw);

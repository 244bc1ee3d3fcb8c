// validateValues: registration values against an event's questions, with the rules a client app applies
// (docs/decisions.md §6.5): displayed/required logic, types, built-in patterns, min/max, errorMessages overrides.
// Values of hidden questions are kept as sent and not checked. Never throws.
import { compileForm, type CompiledForm } from "../logic/evaluate";
import { excerpt } from "../logic/excerpt";
import { RegexBudgetExceeded, withRegexBudget } from "../logic/regex-engine";
import { answersForLogic } from "./answers";
import { compilePattern, EMAIL_PATTERN, SOCIAL_PATTERN, URL_PATTERN } from "./value-patterns";
import { DATE_FORMATS, isValidDateValue, type DateSubtype } from "./date-formats";
import { hasTwoNames } from "./full-name";
import { NO_VALUE, SOCIAL_MAX_LENGTH, toInteger, truthy, type ErrorMessageKey } from "./constants";
import type { SelectOption } from "./schema";
import { isPlainObject } from "../logic/is-plain-object";

export type ValueIssueKind = ErrorMessageKey | "step" | "option" | "type" | "unknownQuestion" | "invalid";
export type ValueIssue = { questionId: string; kind: ValueIssueKind; message: string };

type Q = Record<string, unknown> & { id: string; type: string };

// Only spaces is no answer either: a required field cannot be satisfied with a space.
const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

function selectValues(options: unknown): string[] {
  const values: string[] = [];
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const option of list as SelectOption[]) {
      if (!isPlainObject(option)) continue;
      if (Array.isArray(option.options)) walk(option.options);
      else values.push(typeof option.value === "string" ? option.value : String(option.label));
    }
  };
  walk(options);
  return values;
}

const choiceValues = (options: unknown) =>
  Array.isArray(options)
    ? options.filter(isPlainObject).map((option) => (typeof option.id === "string" ? option.id : String(option.label)))
    : [];

/** The questions validateValues checks: objects with a string id and type. */
const checkedQuestions = (questions: readonly unknown[]): Q[] =>
  Array.isArray(questions)
    ? (questions.filter((q) => isPlainObject(q) && typeof q.id === "string" && typeof q.type === "string") as Q[])
    : [];

/**
 * The form validateValues evaluates for these questions, compiled once to check many values against (the validation
 * workers keep one per definition they hold); throws what compiling throws.
 */
export function compileValuesForm(questions: readonly unknown[]): CompiledForm {
  return compileForm(checkedQuestions(questions));
}

/**
 * `form`: these questions already compiled (compileValuesForm; the scenarios check many answers against one form).
 */
export function validateValues(questions: readonly unknown[], values: unknown, form?: CompiledForm): ValueIssue[] {
  try {
    return withRegexBudget(() => collect(checkedQuestions(questions), values, form));
  } catch (error) {
    if (error instanceof RegexBudgetExceeded) return [{ questionId: "", kind: "invalid", message: error.message }];
    return [
      { questionId: "", kind: "invalid", message: `The values could not be checked (${(error as Error).message}).` },
    ];
  }
}

function collect(questions: Q[], values: unknown, form?: CompiledForm): ValueIssue[] {
  if (!isPlainObject(values))
    return [
      {
        questionId: "",
        kind: "invalid",
        message: 'values must be an object such as {"email": {"value": "ada@example.com"}}.',
      },
    ];
  const issues = entryIssues(questions, values);
  const answers = answersForLogic(questions, values);
  // Before any logic runs on them: sift visits every item of a list answer, once per operator.
  const oversized = questions.flatMap((question) => tooManyItems(question, answers[question.id]));
  if (oversized.length) return [...issues, ...oversized];
  const { displayed, required } = (form ?? compileForm(questions)).evaluate(answers);
  for (const question of questions)
    issues.push(...questionIssues(question, answers[question.id], displayed[question.id], required[question.id]));
  return issues;
}

/** The entries that name no question of the form, one that collects no value, or are not {"value": …}. */
export function entryIssues(questions: readonly Q[], values: Record<string, unknown>): ValueIssue[] {
  const issues: ValueIssue[] = [];
  const byId = new Map(questions.map((question) => [question.id, question]));
  for (const [id, entry] of Object.entries(values)) {
    const question = byId.get(id);
    if (!question)
      issues.push({
        questionId: id,
        kind: "unknownQuestion",
        message: `'${excerpt(id)}' is not a question of this event.`,
      });
    else if (NO_VALUE.has(question.type as never))
      issues.push({
        questionId: id,
        kind: "invalid",
        message: `'${id}' is a ${question.type}, which collects no value.`,
      });
    else if (!isPlainObject(entry) || !("value" in entry))
      issues.push({
        questionId: id,
        kind: "invalid",
        message: `The entry for '${id}' must be an object {"value": …}.`,
      });
  }
  return issues;
}

/**
 * One question's issues with its answer (for logic, answersForLogic) once the form is evaluated: its `displayed`
 * and `required` state. Run inside withRegexBudget (validateValues does).
 */
export function questionIssues(
  question: Q,
  value: unknown,
  displayed: boolean | undefined,
  required: boolean | undefined,
): ValueIssue[] {
  if (NO_VALUE.has(question.type as never) || displayed === false) return [];
  const issues: ValueIssue[] = [];
  const messages = (isPlainObject(question.errorMessages) ? question.errorMessages : {}) as Partial<
    Record<ErrorMessageKey, unknown>
  >;
  const report = (kind: ValueIssueKind, fallback: string) => {
    const override = messages[kind as ErrorMessageKey];
    issues.push({
      questionId: question.id,
      kind,
      message: typeof override === "string" && override ? excerpt(override, MAX_MESSAGE_LENGTH) : fallback,
    });
  };
  const label = labelOf(question);
  const empty = isEmpty(value) || (question.type === "checkbox" && (value === false || value === "false"));
  if (empty) {
    if (required) report("required", `${label} is required.`);
  } else checkValue(question, value, label, report);
  return issues;
}

/** The most items a list answer may carry where the question offers no options to count. */
export const MAX_ANSWER_ITEMS = 100;
/** An errorMessages override is quoted at most this long (definitions stored before it was capped). */
const MAX_MESSAGE_LENGTH = 1000;

/**
 * A value as an error message quotes it: short, and never by calling into the value (JSON may hold {"toString": 0}).
 */
const shown = (value: unknown) => excerpt(typeof value === "string" ? value : (JSON.stringify(value) ?? typeof value));

/** How a message names its question: the label (else the id) in quotes, as the message's first words. */
export const labelOf = (question: { id: string; label?: unknown }) =>
  `'${excerpt(typeof question.label === "string" && question.label ? question.label : question.id)}'`;

/** A list answer with more items than its question could accept: as many as the options of a choice question. */
export function tooManyItems(question: Q, value: unknown): ValueIssue[] {
  if (!Array.isArray(value)) return [];
  const choices =
    question.type === "checkboxGroup"
      ? choiceValues(question.options).length
      : question.type === "select"
        ? selectValues(question.options).length
        : null;
  const limit = choices ?? MAX_ANSWER_ITEMS;
  if (value.length <= limit) return [];
  const what = choices === null ? `at most ${MAX_ANSWER_ITEMS}` : `at most one per option (${choices})`;
  return [
    {
      questionId: question.id,
      kind: "maxLength",
      message: `${labelOf(question)} carries ${value.length} items; it takes ${what}.`,
    },
  ];
}

function checkLength(
  question: Q,
  length: number,
  unit: string,
  label: string,
  report: (kind: ValueIssueKind, message: string) => void,
) {
  const min = toInteger(question.minLength);
  const max = toInteger(question.maxLength);
  if (min !== undefined && length < min) report("minLength", `${label} needs at least ${min} ${unit}.`);
  if (max !== undefined && length > max) report("maxLength", `${label} allows at most ${max} ${unit}.`);
}

/** Each choice must be one of the options, and chosen once. */
function checkChoices(
  list: unknown[],
  allowed: Set<string>,
  label: string,
  report: (kind: ValueIssueKind, message: string) => void,
) {
  const seen = new Set<unknown>();
  for (const item of list) {
    if (typeof item !== "string" || !allowed.has(item))
      report("option", `${label}: '${shown(item)}' is not one of the options.`);
    else if (seen.has(item)) report("option", `${label}: '${excerpt(item)}' is chosen more than once.`);
    seen.add(item);
  }
}

function checkValue(
  question: Q,
  value: unknown,
  label: string,
  report: (kind: ValueIssueKind, message: string) => void,
) {
  const needString = () => {
    if (typeof value === "string") return true;
    report("type", `${label} must be text.`);
    return false;
  };
  switch (question.type) {
    case "text": {
      if (!needString()) return;
      const text = value as string;
      checkLength(question, text.length, "characters", label, report);
      const pattern = question.pattern === undefined ? null : compilePattern(question.pattern);
      if (pattern && !pattern.test(text)) report("pattern", `${label} is not in the expected format.`);
      if (question.id === "fullName" && !hasTwoNames(text))
        report("pattern", `${label} needs a first and a last name.`);
      return;
    }
    case "email":
      if (needString() && !EMAIL_PATTERN.test((value as string).trim()))
        report("pattern", `${label} is not a valid e-mail address.`);
      return;
    case "url":
      if (needString() && !URL_PATTERN.test((value as string).trim()))
        report("pattern", `${label} is not a valid web address (start with http://, https:// or www.).`);
      return;
    case "social": {
      if (!needString()) return;
      const handle = (value as string).trim();
      if (handle.replace(/^@/, "").length > SOCIAL_MAX_LENGTH)
        report("maxLength", `${label} is at most ${SOCIAL_MAX_LENGTH} characters.`);
      else if (!SOCIAL_PATTERN.test(handle))
        report("pattern", `${label} may contain only letters, digits and underscores.`);
      return;
    }
    case "tel":
      if (needString() && !/^\+?[0-9 ()./-]{3,30}$/.test((value as string).trim()))
        report("pattern", `${label} is not a valid phone number.`);
      return;
    case "number": {
      // Numeric strings arrive here as numbers already (answersForLogic); any other string breaks the type's pattern.
      if (typeof value === "string") return report("pattern", `${label} must be a number, like 42 or 3.5.`);
      if (typeof value !== "number" || !Number.isFinite(value)) return report("type", `${label} must be a number.`);
      const number = value;
      const [min, max, step] = [toInteger(question.minVal), toInteger(question.maxVal), toInteger(question.step)];
      if (min !== undefined && number < min) report("minVal", `${label} must be at least ${min}.`);
      if (max !== undefined && number > max) report("maxVal", `${label} must be at most ${max}.`);
      if (
        step !== undefined &&
        step > 0 &&
        Math.abs((number - (min ?? 0)) / step - Math.round((number - (min ?? 0)) / step)) > 1e-9
      )
        report("step", `${label} must go in steps of ${step}.`);
      return;
    }
    case "date": {
      if (!needString()) return;
      const subtype = (
        typeof question.subtype === "string" && question.subtype in DATE_FORMATS ? question.subtype : "date"
      ) as DateSubtype;
      const text = value as string;
      if (!isValidDateValue(subtype, text))
        return report("pattern", `${label} must be a ${subtype} like ${DATE_FORMATS[subtype].example}.`);
      if (typeof question.minVal === "string" && text < question.minVal)
        report("minVal", `${label} must be on or after ${question.minVal}.`);
      if (typeof question.maxVal === "string" && text > question.maxVal)
        report("maxVal", `${label} must be on or before ${question.maxVal}.`);
      return;
    }
    case "select": {
      const allowed = selectValues(question.options);
      if (truthy(question.multiSelect)) {
        const list = Array.isArray(value) ? value : [value];
        checkChoices(list, new Set(allowed), label, report);
        checkLength(question, list.length, "selections", label, report);
      } else if (typeof value !== "string" || !allowed.includes(value)) {
        report("option", `${label}: '${shown(value)}' is not one of the options.`);
      }
      return;
    }
    case "radio": {
      const allowed = choiceValues(question.options);
      if (typeof value !== "string" || !allowed.includes(value))
        report("option", `${label}: '${shown(value)}' is not one of the options.`);
      return;
    }
    case "checkboxGroup": {
      const allowed = choiceValues(question.options);
      if (!Array.isArray(value)) return report("type", `${label} must be a list of the options checked.`);
      checkChoices(value, new Set(allowed), label, report);
      checkLength(question, value.length, "options checked", label, report);
      return;
    }
    case "checkbox":
      if (typeof value !== "boolean" && value !== "true" && value !== "false")
        report("type", `${label} must be true or false.`);
      return;
    case "rating": {
      const max = Number(question.maxRating ?? 5);
      const stars = value;
      if (typeof stars !== "number" || !Number.isInteger(stars))
        return report("type", `${label} must be a whole number of stars.`);
      if (stars < 1) report("minVal", `${label} must be at least 1 star.`);
      if (stars > max) report("maxVal", `${label} must be at most ${max} stars.`);
      return;
    }
    default:
      return;
  }
}

// validateDefinition: every rule of the description's question section and docs/decisions.md §6.3-§6.4, as issues with
// a path and a message written for people. Never throws, whatever it is given.
// Without RE2 of its own: a pattern is checked on RE2 only once it is loaded (validate-definition.ts loads it; the
// editor's check worker loads it for a form that carries a pattern, lib/logic/load-regex-compiler.ts). Checked without
// it, a pattern is reported as an internal issue that says so, never taken as valid.
import { analyseExpressionWith } from "../logic/analyse-without-re2";
import { compileProblem } from "../logic/compile";
import { evaluationOrder } from "../logic/dependencies";
import { excerpt } from "../logic/excerpt";
import { regexProblem } from "../logic/regex-engine";
import { DATE_FORMATS, isValidDateValue, type DateSubtype } from "./date-formats";
import { patternParts } from "./value-patterns";
import { ordinal } from "./ordinal";
import {
  ID_PATTERN,
  MAX_ID_LENGTH,
  MAX_LABEL_LENGTH,
  MAX_QUESTIONS,
  NO_REQUIRED,
  QUESTION_TYPES,
  toInteger,
  truthy,
  type QuestionType,
} from "./constants";
import { questionSchema } from "./schema";
import { isPlainObject } from "../logic/is-plain-object";

export type DefinitionIssue = { path: string; rule: string; message: string };
export { ID_PATTERN, MAX_ID_LENGTH, MAX_LABEL_LENGTH, MAX_QUESTIONS } from "./constants";

const zodPath = (segments: readonly PropertyKey[]) =>
  segments.map((segment) => (typeof segment === "number" ? `[${segment}]` : `.${String(segment)}`)).join("");

export function validateDefinition(
  questions: unknown,
  options: { eventType?: "standard" | "checkIn" } = {},
): DefinitionIssue[] {
  try {
    return collectIssues(questions, options.eventType === "checkIn");
  } catch (error) {
    // A defect here must not turn into a 500 or an accepted definition.
    return [
      {
        path: "questions",
        rule: "internal",
        message: `The definition could not be checked (${(error as Error).message}).`,
      },
    ];
  }
}

function collectIssues(questions: unknown, checkIn: boolean): DefinitionIssue[] {
  const issues: DefinitionIssue[] = [];
  if (!Array.isArray(questions))
    return [{ path: "questions", rule: "type", message: "questions must be an array of question objects." }];
  if (questions.length > MAX_QUESTIONS)
    issues.push({
      path: "questions",
      rule: "maxQuestions",
      message: `An event has at most ${MAX_QUESTIONS} questions; this one has ${questions.length}.`,
    });

  // The first position of each id. Keyed by whatever the id is: only strings (ids, references, cycles) are looked up.
  const ids = new Map<unknown, number>();
  questions.forEach((question, index) => {
    if (isPlainObject(question) && !ids.has(question.id)) ids.set(question.id, index);
  });

  questions.forEach((question, index) => {
    const at = `questions[${index}]`;
    const name =
      isPlainObject(question) && typeof question.id === "string" && question.id
        ? `Question '${excerpt(question.id)}' (${ordinal(index + 1)})`
        : `The ${ordinal(index + 1)} question`;
    const add = (path: string, rule: string, message: string) =>
      issues.push({ path: `${at}${path}`, rule, message: `${name}: ${message}` });
    if (!isPlainObject(question)) return add("", "type", "must be an object with at least id and type.");

    const id = question.id;
    if (typeof id !== "string" || id === "")
      add(".id", "idRequired", "has no id. Give it an id such as 'companyName'.");
    else if (id.length > MAX_ID_LENGTH)
      add(".id", "idFormat", `the id is ${id.length} characters long; at most ${MAX_ID_LENGTH} are allowed.`);
    else if (!ID_PATTERN.test(id))
      add(
        ".id",
        "idFormat",
        `the id '${excerpt(id)}' must be camel-case letters and digits, ` +
          `starting with a lower-case letter (e.g. 'jobTitle').`,
      );
    else if (ids.get(id) !== index)
      add(
        ".id",
        "idUnique",
        `the id '${excerpt(id)}' is already used by the ${ordinal((ids.get(id) ?? 0) + 1)} question.`,
      );

    const type = question.type;
    if (typeof type !== "string" || type === "")
      return add(".type", "typeRequired", `has no type. Use one of ${QUESTION_TYPES.join(", ")}.`);
    if (!(QUESTION_TYPES as readonly string[]).includes(type))
      return add(
        ".type",
        "type",
        `'${excerpt(type)}' is not a question type. Use one of ${QUESTION_TYPES.join(", ")}.`,
      );
    const t = type as QuestionType;

    if (t !== "divider" && (typeof question.label !== "string" || question.label.trim() === ""))
      add(".label", "labelRequired", "has no label. Every question but a divider needs its text.");
    else if (typeof question.label === "string" && question.label.length > MAX_LABEL_LENGTH)
      add(
        ".label",
        "labelLength",
        `its label is ${question.label.length} characters long; at most ${MAX_LABEL_LENGTH} are allowed.`,
      );
    if (question.required !== undefined && NO_REQUIRED.has(t))
      add(".required", "requiredNotAllowed", `a ${t} collects no value, so it cannot be required. Remove 'required'.`);

    checkTypeRules(t, question, add);

    // Property types come from the zod schema; problems already reported in words above are not repeated.
    const reported = issues.filter((issue) => issue.path.startsWith(at)).map((issue) => issue.path.slice(at.length));
    const parsed = questionSchema.safeParse(question);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = zodPath(issue.path);
        // A label's issue is reported above for every type but a divider (labelRequired, labelLength), so the check
        // below leaves only a divider's to zod.
        if (reported.some((done) => path === done || path.startsWith(`${done}.`) || path.startsWith(`${done}[`)))
          continue;
        if (path === ".required" || path === ".displayed") {
          add(
            path,
            "logicShape",
            `'${path.slice(1)}' must be true, false${path === ".displayed" ? ', "required"' : ""} ` +
              `or a logic expression object.`,
          );
        } else {
          add(path, "property", `'${path.slice(1) || "question"}' is invalid: ${issue.message}.`);
        }
        reported.push(path);
      }
    }

    for (const attribute of ["displayed", "required"] as const) {
      const value = question[attribute];
      if (!isPlainObject(value)) continue;
      const analysis = analyseExpressionWith(value, "", regexProblem);
      for (const problem of analysis.problems)
        add(
          `.${attribute}${problem.path ? `.${problem.path}` : ""}`,
          problem.rule,
          `in '${attribute}', ${problem.message}.`,
        );
      const unevaluable = analysis.problems.length ? null : compileProblem(value);
      if (unevaluable) add(`.${attribute}`, "logicShape", `'${attribute}' cannot be evaluated (${unevaluable}).`);
      for (const reference of analysis.references) {
        if (!ids.has(reference))
          add(
            `.${attribute}.${reference}`,
            "logicReference",
            `'${attribute}' refers to '${excerpt(reference)}', which is not a question of this event.`,
          );
      }
    }
  });

  const { cycles } = evaluationOrder(questions.filter(isPlainObject));
  for (const cycle of cycles) {
    const index = ids.get(cycle[0]) ?? 0;
    issues.push({
      path: `questions[${index}].displayed`,
      rule: "logicCycle",
      message:
        `Question '${excerpt(cycle[0])}' (${ordinal(index + 1)}): its ` +
        `logic goes round in a circle through ${cycle.map((id) => `'${excerpt(id)}'`).join(" → ")}. ` +
        `Break the circle.`,
    });
  }

  if (checkIn) {
    for (const [required, type] of [
      ["fullName", "text"],
      ["email", "email"],
    ] as const) {
      const index = ids.get(required);
      if (index === undefined) {
        issues.push({
          path: "questions",
          rule: "checkInRequires",
          message:
            `A check-in event needs a question with the id '${required}'. ` +
            `Add it, or make the event a standard one.`,
        });
        continue;
      }
      // An object: ids holds objects only. A type that is no question type is reported above.
      const found = questions[index] as Record<string, unknown>;
      if (found.type !== type && (QUESTION_TYPES as readonly unknown[]).includes(found.type)) {
        issues.push({
          path: `questions[${index}].type`,
          rule: "checkInRequires",
          message:
            `Question '${required}' (${ordinal(index + 1)}): a check-in event ` +
            `reads it as the attendee's ${required === "email" ? "e-mail" : "name"}, ` +
            `so it must be a ${type} question, not a ${excerpt(found.type as string)}.`,
        });
      }
    }
  }
  return issues;
}

type Add = (path: string, rule: string, message: string) => void;

/** A number at all: toInteger gives undefined for a missing property and NaN for text that is no number. */
function isFiniteNumber(value: number | undefined): value is number {
  return Number.isFinite(value);
}

function checkRange(question: Record<string, unknown>, low: string, high: string, rule: string, add: Add) {
  const min = toInteger(question[low]);
  const max = toInteger(question[high]);
  if (isFiniteNumber(min) && isFiniteNumber(max) && min > max)
    add(`.${low}`, rule, `${low} (${min}) is greater than ${high} (${max}).`);
  for (const key of [low, high]) {
    const value = toInteger(question[key]);
    if (rule === "lengthRange" && isFiniteNumber(value) && value < 0)
      add(`.${key}`, "property", `${key} cannot be negative.`);
  }
}

function checkOptions(question: Record<string, unknown>, keyName: "value" | "id", add: Add) {
  const options = question.options;
  if (!Array.isArray(options))
    return add(".options", "optionsRequired", "needs an options array with at least one option.");
  if (options.length === 0) return add(".options", "optionsRequired", "has no options. Add at least one.");
  const seen = new Map<string, string>();
  const walk = (list: unknown[], path: string, depth: number, group?: string) => {
    list.forEach((option, index) => {
      const where = `${path}[${index}]`;
      const label = `option ${index + 1}${group ? ` of ${group}` : ""}`;
      if (!isPlainObject(option)) return add(where, "option", `${label} must be an object with a label.`);
      if (typeof option.label !== "string" || option.label.trim() === "")
        add(`${where}.label`, "optionLabel", `${label} has no label.`);
      else if (option.label.length > MAX_LABEL_LENGTH)
        add(
          `${where}.label`,
          "labelLength",
          `${label} has a label of ${option.label.length} characters; at most ${MAX_LABEL_LENGTH} are allowed.`,
        );
      if (Array.isArray(option.options) && keyName === "value") {
        if (depth >= 1) add(`${where}.options`, "optionGroup", `${label}: option groups cannot be nested.`);
        else {
          const named = typeof option.label === "string" && option.label.trim() ? ` ('${excerpt(option.label)}')` : "";
          walk(option.options, `${where}.options`, depth + 1, `group ${index + 1}${named}`);
        }
        return;
      }
      const stored =
        typeof option[keyName] === "string"
          ? (option[keyName] as string)
          : typeof option.label === "string"
            ? option.label
            : undefined;
      if (stored === undefined) return;
      if (seen.has(stored))
        add(
          `${where}.${typeof option[keyName] === "string" ? keyName : "label"}`,
          "optionValueUnique",
          `${label} stores '${excerpt(stored)}', as ${seen.get(stored)} does; values must be unique.`,
        );
      else seen.set(stored, label);
    });
  };
  walk(options, ".options", 0);
}

function checkTypeRules(type: QuestionType, question: Record<string, unknown>, add: Add) {
  switch (type) {
    case "text": {
      checkRange(question, "minLength", "maxLength", "lengthRange", add);
      if (question.pattern !== undefined) {
        const parts = patternParts(question.pattern);
        const reason = parts ? regexProblem(parts.source, parts.flags) : "must be a string or {pattern, flags}";
        if (reason) add(".pattern", "pattern", `its pattern ${reason}.`);
      }
      break;
    }
    case "number":
      checkRange(question, "minVal", "maxVal", "valueRange", add);
      if (question.step !== undefined && !((toInteger(question.step) ?? 0) > 0))
        add(".step", "property", "step must be a positive whole number.");
      break;
    case "select": {
      checkOptions(question, "value", add);
      const multi = truthy(question.multiSelect);
      for (const key of ["minLength", "maxLength"]) {
        if (question[key] !== undefined && !multi)
          add(`.${key}`, "multiSelectOnly", `${key} applies only when multiSelect is true.`);
      }
      checkRange(question, "minLength", "maxLength", "lengthRange", add);
      break;
    }
    case "checkboxGroup":
      checkOptions(question, "id", add);
      checkRange(question, "minLength", "maxLength", "lengthRange", add);
      break;
    case "radio":
      checkOptions(question, "id", add);
      break;
    case "rating":
      if (question.maxRating !== undefined && !["5", "10"].includes(String(question.maxRating)))
        add(".maxRating", "maxRating", "maxRating must be 5 or 10.");
      break;
    case "date": {
      const subtype = (
        typeof question.subtype === "string" && question.subtype in DATE_FORMATS ? question.subtype : "date"
      ) as DateSubtype;
      for (const key of ["initialVal", "minVal", "maxVal"]) {
        const value = question[key];
        if (typeof value === "string" && !isValidDateValue(subtype, value))
          add(
            `.${key}`,
            "dateFormat",
            `${key} '${excerpt(value)}' is not a ${subtype} in the form ${DATE_FORMATS[subtype].example}.`,
          );
      }
      if (
        typeof question.minVal === "string" &&
        typeof question.maxVal === "string" &&
        question.minVal > question.maxVal
      )
        add(".minVal", "valueRange", `minVal (${question.minVal}) is after maxVal (${question.maxVal}).`);
      break;
    }
  }
}

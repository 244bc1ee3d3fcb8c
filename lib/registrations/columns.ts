// The columns of the registrations table and of its CSV export, and each cell's text: one column per question that
// collects a value, in form order; `fullName` as first / last / other names (splitFullName); choices as their
// option labels; booleans as yes / no. Pure: the page, the export and their tests share it.

// The modules themselves, not the questions' index: that one brings zod (schema.ts), which the capture app's CSV export
// (lib/capture/export-leads.ts) must not load (docs/benchmarks.md, bench:capture).
import type { Question } from "../questions";
import { answerOptions } from "../questions/answer-options";
import { NO_VALUE } from "../questions/constants";
import { splitFullName, type SplitName } from "../questions/full-name";

/** Registrations a page of the table shows (the studio's server reads them; the pager counts with it). */
export const REGISTRATIONS_PAGE_SIZE = 50;

export type Column = {
  /** Unique among the columns: the question id, or `fullName.firstName` and so on. */
  key: string;
  questionId: string;
  header: string;
  /** For fullName: which part of the split name. */
  part?: keyof SplitName;
};

const NAME_PARTS: { part: keyof SplitName; header: string }[] = [
  { part: "firstName", header: "First name" },
  { part: "lastName", header: "Last name" },
  { part: "otherNames", header: "Other names" },
];

export function collectsValue(question: { type: string }): boolean {
  return !NO_VALUE.has(question.type as never);
}

export function registrationColumns(questions: readonly Question[]): Column[] {
  const columns: Column[] = [];
  for (const question of questions) {
    if (!collectsValue(question)) continue;
    if (question.id === "fullName") {
      for (const { part, header } of NAME_PARTS)
        columns.push({ key: `fullName.${part}`, questionId: "fullName", header, part });
    } else {
      columns.push({ key: question.id, questionId: question.id, header: question.label?.trim() || question.id });
    }
  }
  return columns;
}

export type TextOptions = {
  /** A date answer as people read it (the table: their locale); by default the stored ISO form. */
  date?: (value: string, subtype: string) => string;
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function plain(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

/** The labels of the chosen options, in the order chosen; a value no option has (since removed) as it was stored. */
export function choiceLabels(question: Question, value: unknown): string[] {
  const labels = new Map(answerOptions(question).map((option) => [option.value, option.label]));
  return (Array.isArray(value) ? value : [value]).map((item) =>
    typeof item === "string" ? (labels.get(item) ?? item) : plain(item),
  );
}

/** One answer as text. Ratings are their number (the table draws the stars beside it). */
export function answerText(question: Question, value: unknown, options: TextOptions = {}): string {
  if (isEmpty(value)) return "";
  switch (question.type) {
    case "checkbox":
      return value === true || value === "true" ? "yes" : value === false || value === "false" ? "no" : plain(value);
    case "select":
    case "radio":
    case "checkboxGroup":
      return choiceLabels(question, value).join(", ");
    case "date":
      return typeof value === "string" && options.date
        ? options.date(value, String(question.subtype ?? "date"))
        : plain(value);
    default:
      return Array.isArray(value) ? value.map(plain).join(", ") : plain(value);
  }
}

type Values = Record<string, { value?: unknown } | undefined>;

/** A registration's cell under `column`. */
export function cellText(column: Column, question: Question, values: Values, options: TextOptions = {}): string {
  const value = values[column.questionId]?.value;
  if (column.part) return typeof value === "string" ? splitFullName(value)[column.part] : "";
  return answerText(question, value, options);
}

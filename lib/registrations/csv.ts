// The CSV export's writer: csv-stringify does the quoting; this module neutralises every cell a spreadsheet would
// read as a formula, so a lead who typed `=HYPERLINK(…)` as their company's name gets text, not a live formula, on
// the organiser's laptop (the OWASP "CSV injection" advice: prefix such a cell with an apostrophe).
import { stringify } from "csv-stringify/sync";
import type { Question } from "../questions";
import { cellText, type Column } from "./columns";

/** What a spreadsheet reads as the start of a formula: = + - @, tab and carriage return, and their full-width forms. */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** A plain number is never a formula, and a negative one stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The UTF-8 byte order mark: spreadsheet programs then read accents right. */
export const BOM = "\uFEFF";

/** CSV text of rows (each ending with CRLF, as RFC 4180 and spreadsheet programs expect), every cell neutralised. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { record_delimiter: "windows", quoted_match: /^['\s]|\s$/ },
  );
}

export type CsvRegistration = { id: string; created: string; values: Record<string, { value?: unknown } | undefined> };

/** The export's header row: the table's columns, then when the registration arrived and its id. */
export function csvHeader(columns: readonly Column[]): string[] {
  return [...columns.map((column) => column.header), "Registered at (UTC)", "Registration id"];
}

export function csvRow(columns: readonly Column[], questions: ReadonlyMap<string, Question>, registration: CsvRegistration): string[] {
  return [...columns.map((column) => cellText(column, questions.get(column.questionId)!, registration.values)), registration.created, registration.id];
}

// The CSV export's writer: csv-stringify does the quoting; this module neutralises every cell a spreadsheet would
// read as a formula, so a lead who typed `=HYPERLINK(…)` as their company's name gets text, not a live formula, on
// the organiser's laptop (the OWASP "CSV injection" advice: prefix such a cell with an apostrophe), and makes sure
// a cell with a line break stays one cell (docs/architecture.md "Registrations in the studio").
import { stringify } from "csv-stringify/sync";
import type { Question } from "../questions";
import { cellText, type Column } from "./columns";
import { PROVENANCE_COLUMNS, provenanceValue, type Provenance } from "./provenance";

/** What a spreadsheet reads as the start of a formula: = + - @, tab and carriage return, and their full-width forms. */
const FORMULA_START = /^[\s\u3000]*[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/u;
/** A plain number is never a formula, and a negative one stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function neutralise(cell: string): string {
  return FORMULA_START.test(cell) && !PLAIN_NUMBER.test(cell) ? `'${cell}` : cell;
}

/** The UTF-8 byte order mark: spreadsheet programs then read accents right. */
export const BOM = "\uFEFF";

/**
 * Cells csv-stringify must quote beyond its own rule: any CR or LF (with `record_delimiter: "windows"` it quotes only
 * cells holding CRLF, and a bare LF or CR ends a record in spreadsheet programs: a lead's multi-line notes split the
 * row), and a cell that starts with the guard's apostrophe or white space or ends with white space.
 */
const QUOTED = /[\r\n]|^['\s]|\s$/;

/** CSV text of rows (each ending with CRLF, as RFC 4180 and spreadsheet programs expect), every cell neutralised. */
export function csvLines(rows: readonly (readonly string[])[]): string {
  return stringify(
    rows.map((row) => row.map(neutralise)),
    { record_delimiter: "windows", quoted_match: QUOTED },
  );
}

/**
 * A time as ISO 8601 in UTC to the second (`2026-11-27T08:30:00Z`), which spreadsheets sort as a date; the API's
 * `created` is an HTTP-date, which they read as text. A value that is no date is written as it came.
 */
export function isoInstant(stored: string): string {
  const time = Date.parse(stored);
  if (Number.isNaN(time)) return stored;
  return new Date(Math.floor(time / 1000) * 1000).toISOString().replace(".000Z", "Z");
}

export type CsvRegistration = Provenance & {
  id: string;
  created: string;
  values: Record<string, { value?: unknown } | undefined>;
};

/**
 * The export's header row: the table's columns, then when the registration arrived and its id, then where it came
 * from (docs/api.md "Registration provenance"; empty for a registration no capture device sent). The provenance
 * comes last so that the columns before it keep their places in files people already read.
 */
export function csvHeader(columns: readonly Column[]): string[] {
  return [
    ...columns.map((column) => column.header),
    "Registered at (UTC)",
    "Registration id",
    ...PROVENANCE_COLUMNS.map((column) => column.csvHeader),
  ];
}

/** A provenance cell: the two times as ISO 8601 in UTC like "Registered at (UTC)", the names as they are. */
function provenanceCell(registration: Provenance, field: (typeof PROVENANCE_COLUMNS)[number]["field"]): string {
  const value = provenanceValue(registration, field);
  return value && (field === "capturedAt" || field === "formVersion") ? isoInstant(value) : value;
}

export function csvRow(
  columns: readonly Column[],
  questions: ReadonlyMap<string, Question>,
  registration: CsvRegistration,
): string[] {
  return [
    ...columns.map((column) => cellText(column, questions.get(column.questionId)!, registration.values)),
    isoInstant(registration.created),
    registration.id,
    ...PROVENANCE_COLUMNS.map((column) => provenanceCell(registration, column.field)),
  ];
}

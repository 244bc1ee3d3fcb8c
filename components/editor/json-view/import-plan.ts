// Import of a definition (docs/studio.md "Import, with a field-level comparison"): what a pasted or chosen JSON holds
// (a questions array, a whole event, or a
// 1.1.4-era event with its extra attributes), what replacing or appending it would change, and the questions that
// result, with ids made unique on append. Pure, so the summary shown is exactly what the import will do.
import {
  MAX_QUESTIONS,
  renameQuestion,
  validateDefinition,
  type DefinitionIssue,
  type Question,
} from "@/lib/questions";
import type { Scenario } from "@/lib/questions/scenarios";
import { readEventText } from "./event-text";
import { readImportedScenarios } from "./import-scenarios";
import { nextFreeId } from "./quick-fixes";
import { isPlainObject } from "@/lib/logic/is-plain-object";

/**
 * The API's body limit (lib/api/body.ts BODY_LIMIT_BYTES), restated so the browser bundle stays free of server code;
 * import-plan.test.ts holds the two equal.
 */
export const IMPORT_LIMIT_BYTES = 1024 * 1024;

export type ImportMode = "replace" | "append";
/** `scenarios` only when the JSON has that key: an import without it leaves the event's scenarios as they are. */
export type ImportSource = { questions: Question[]; scenarios?: Scenario[] };
export type ImportSummary = {
  added: string[];
  removed: string[];
  changed: string[];
  renamed: { from: string; to: string }[];
  problems: DefinitionIssue[];
  result: Question[];
};

/** Reads an import; `bytes` is the file's or the pasted text's size, checked first so large files are never parsed. */
export function readImport(
  text: string,
  bytes = new TextEncoder().encode(text).length,
): { ok: true; source: ImportSource } | { ok: false; message: string } {
  if (bytes > IMPORT_LIMIT_BYTES)
    return {
      ok: false,
      message:
        `This is ${bytes.toLocaleString("en")} bytes; the API takes at ` +
        `most ${IMPORT_LIMIT_BYTES.toLocaleString("en")} bytes (1 MiB) ` +
        `per event. Import fewer questions at a time.`,
    };
  if (text.trim() === "")
    return { ok: false, message: "There is nothing to import: paste a JSON definition or choose a .json file." };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const reading = readEventText(text);
    return { ok: false, message: reading.ok ? "The text is not JSON." : `${reading.message} Fix it and check again.` };
  }
  const questions = Array.isArray(data) ? data : isPlainObject(data) ? data.questions : undefined;
  if (!Array.isArray(questions))
    return { ok: false, message: "Import a questions array, or an event object with a questions array." };
  if (questions.length > MAX_QUESTIONS)
    return { ok: false, message: `This holds ${questions.length} questions; an event has at most ${MAX_QUESTIONS}.` };
  const unusable = questions.findIndex(
    (question) => !isPlainObject(question) || typeof question.id !== "string" || typeof question.type !== "string",
  );
  if (unusable >= 0) return { ok: false, message: `Question ${unusable + 1} needs at least a string id and a type.` };
  const scenarios = readImportedScenarios(data);
  if (!scenarios.ok) return scenarios;
  return {
    ok: true,
    source: { questions: questions as Question[], ...(scenarios.scenarios ? { scenarios: scenarios.scenarios } : {}) },
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** What replacing the current questions with the import, or appending it, would do. */
export function planImport(
  current: readonly Question[],
  source: ImportSource,
  mode: ImportMode,
  eventType: "standard" | "checkIn",
): ImportSummary {
  const byId = new Map(current.map((question) => [question.id, question]));
  if (mode === "replace") {
    const imported = new Set(source.questions.map((question) => question.id));
    return {
      added: source.questions.filter((question) => !byId.has(question.id)).map((question) => question.id),
      removed: current.filter((question) => !imported.has(question.id)).map((question) => question.id),
      changed: source.questions
        .filter((question) => byId.has(question.id) && !same(byId.get(question.id), question))
        .map((question) => question.id),
      renamed: [],
      problems: validateDefinition(source.questions, { eventType }),
      result: source.questions,
    };
  }
  let incoming = [...source.questions];
  const renamed: { from: string; to: string }[] = [];
  const taken = new Set([...byId.keys(), ...incoming.map((question) => question.id)]);
  for (const id of new Set(incoming.map((question) => question.id))) {
    if (!byId.has(id)) continue;
    const to = nextFreeId(id, taken);
    taken.add(to);
    // Logic inside the import refers to its own questions: it follows the rename.
    const result = renameQuestion(incoming, id, to);
    incoming = result.ok
      ? (result.questions as Question[])
      : incoming.map((question) => (question.id === id ? { ...question, id: to } : question));
    renamed.push({ from: id, to });
  }
  const result = [...current, ...incoming];
  return {
    added: incoming.map((question) => question.id),
    removed: [],
    changed: [],
    renamed,
    problems: validateDefinition(result, { eventType }),
    result,
  };
}

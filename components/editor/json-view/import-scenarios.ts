// The event's scenarios in the JSON view's export and import (docs/studio.md "JSON"): a separate top-level
// `scenarios` key beside name, type and questions, which the save never sends to the API. An import's scenarios are
// checked with the server actions' own schema, then follow the import as they follow an edit: ids made unique on
// append rename them, and answers or expectations of questions the imported form does not have leave them, in words.
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import type { Scenario } from "@/lib/questions/scenarios";
import { isPlainObject } from "@/lib/logic/is-plain-object";
import { MAX_SCENARIOS, scenarioSchema } from "@/lib/studio/schemas/scenarios";

const quote = (text: string) => `“${text}”`;

/** The whole event as exported: what the API takes, and the studio's scenarios apart. */
export function exportText(doc: EditorDocument, scenarios: readonly Scenario[]): string {
  const event = { name: doc.name, type: doc.type, questions: questionList(doc), scenarios };
  return `${JSON.stringify(event, null, 2)}\n`;
}

/**
 * The scenarios an imported JSON carries: undefined when it has no `scenarios` key (the event's stay as they are),
 * or a message naming the first scenario the studio would refuse and why.
 */
export function readImportedScenarios(
  data: unknown,
): { ok: true; scenarios: Scenario[] | undefined } | { ok: false; message: string } {
  if (!isPlainObject(data) || !Object.hasOwn(data, "scenarios")) return { ok: true, scenarios: undefined };
  const list = data.scenarios;
  if (!Array.isArray(list)) return { ok: false, message: "scenarios must be an array of scenario objects." };
  if (list.length > MAX_SCENARIOS)
    return { ok: false, message: `This holds ${list.length} scenarios; an event keeps at most ${MAX_SCENARIOS}.` };
  const scenarios: Scenario[] = [];
  const seen = new Set<string>();
  for (const [index, item] of list.entries()) {
    const named = isPlainObject(item) && typeof item.name === "string" ? ` (${quote(item.name)})` : "";
    const parsed = scenarioSchema.safeParse(item);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue.path.length ? `${issue.path.join(".")}: ` : "";
      return {
        ok: false,
        message: `Scenario ${index + 1}${named} cannot be imported: ${where}${issue.message}. Nothing was imported.`,
      };
    }
    if (seen.has(parsed.data.id))
      return {
        ok: false,
        message:
          `Scenario ${index + 1}${named} has the id ${quote(parsed.data.id)} ` +
          `of an earlier one: ids must be unique.`,
      };
    seen.add(parsed.data.id);
    scenarios.push(parsed.data as Scenario);
  }
  return { ok: true, scenarios };
}

/**
 * The imported scenarios against the form the import leaves: renamed ids followed, and the answers and expectations
 * of questions that form does not have dropped, each drop said in words.
 */
export function fitImportedScenarios(
  scenarios: readonly Scenario[],
  questionIds: readonly string[],
  renamed: readonly { from: string; to: string }[] = [],
): { scenarios: Scenario[]; notices: string[] } {
  const ids = new Set(questionIds);
  const renames = new Map(renamed.map((item) => [item.from, item.to]));
  const notices: string[] = [];
  const fitted = scenarios.map((scenario) => {
    const dropped = new Set<string>();
    const keep = <T>(record: Record<string, T>) =>
      Object.fromEntries(
        Object.entries(record).flatMap(([key, value]) => {
          const id = renames.get(key) ?? key;
          if (ids.has(id)) return [[id, value]];
          dropped.add(key);
          return [];
        }),
      );
    const next = { ...scenario, values: keep(scenario.values), expect: keep(scenario.expect) };
    if (dropped.size)
      notices.push(
        `The scenario ${quote(scenario.name)} lost the answers and expectations of ` +
          `${[...dropped].map(quote).join(", ")}: ` +
          `the imported form has no question with ${dropped.size === 1 ? "that id" : "those ids"}.`,
      );
    return next;
  });
  return { scenarios: fitted, notices };
}

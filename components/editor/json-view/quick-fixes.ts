// Quick fixes for the JSON view's problems, as text edits (jsonc-parser's modify keeps the rest of the text and its
// formatting as it is). Pure: the Monaco code action provider only turns these into workspace edits.
import { findNodeAtLocation, getNodeValue, modify, parseTree, type Edit, type Node } from "jsonc-parser";
import { idFromLabel } from "@/lib/questions";
import { nodeAtPath, pathSegments } from "./json-path";
import type { JsonProblem } from "./json-problems";

export type QuickFix = { title: string; edits: Edit[]; preferred?: boolean };

const FORMAT = { formattingOptions: { insertSpaces: true, tabSize: 2 } };
/** How many existing ids a reference to an unknown question offers, closest first. */
export const MAX_REFERENCE_CHOICES = 5;

type Fixable = Pick<JsonProblem, "path" | "rule">;

export function quickFixes(text: string, problem: Fixable): QuickFix[] {
  const root = parseTree(text);
  if (!root) return [];
  const segments = pathSegments(problem.path);
  const ids = questionIds(root);
  const set = (value: unknown, title: string): QuickFix => ({
    title,
    edits: modify(text, segments, value, FORMAT),
    preferred: true,
  });
  const node = findNodeAtLocation(root, segments);
  const fixes: QuickFix[] = [];

  if (node?.type === "string" && (node.value === "true" || node.value === "false"))
    fixes.push(set(node.value === "true", `Write ${node.value} as a yes/no value (without quotes)`));
  if (node?.type === "string" && /^-?\d+$/.test(String(node.value)) && problem.rule !== "idFormat")
    fixes.push(set(Number(node.value), `Write ${node.value} as a number (without quotes)`));

  switch (problem.rule) {
    case "idUnique": {
      const id = String(node?.value ?? "");
      fixes.push(set(nextFreeId(id, ids), `Rename to '${nextFreeId(id, ids)}'`));
      break;
    }
    case "idFormat": {
      const question = findNodeAtLocation(root, segments.slice(0, -1));
      const label = question ? (getNodeValue(question) as { label?: unknown; type?: unknown }) : {};
      const others = ids.filter((id) => id !== node?.value);
      const id = idFromLabel(typeof label.label === "string" ? label.label : String(node?.value ?? ""), others, {
        type: typeof label.type === "string" ? label.type : undefined,
      });
      fixes.push(set(id, `Use the id '${id}' derived from the label`));
      break;
    }
    case "unknownProperty":
      fixes.push({
        title: `Remove '${String(segments.at(-1))}'`,
        edits: modify(text, segments, undefined, FORMAT),
        preferred: true,
      });
      break;
    case "logicReference": {
      const key = nodeAtPath(root, problem.path, { key: true });
      const missing = String(segments.at(-1));
      for (const id of closest(missing, ids).slice(0, MAX_REFERENCE_CHOICES)) {
        fixes.push({
          title: `Refer to '${id}' instead of '${missing}'`,
          edits: [{ offset: key.offset, length: key.length, content: JSON.stringify(id) }],
        });
      }
      if (fixes[0]) fixes[0].preferred = true;
      break;
    }
    default:
      break;
  }
  return fixes;
}

function questionIds(root: Node): string[] {
  const questions = findNodeAtLocation(root, ["questions"]);
  return (questions?.children ?? []).flatMap((question) => {
    const id = findNodeAtLocation(question, ["id"])?.value;
    return typeof id === "string" ? [id] : [];
  });
}

/** "email" taken → "email2"; "email2" taken → "email3". */
export function nextFreeId(id: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const base = id.replace(/\d+$/, "") || "question";
  for (let n = 2; ; n++) if (!used.has(`${base}${n}`)) return `${base}${n}`;
}

/** Existing ids ordered by how close they are to the missing one (edit distance), ties in form order. */
export function closest(missing: string, ids: readonly string[]): string[] {
  const distance = (a: string, b: string) => {
    let row = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      const next = [i];
      for (let j = 1; j <= b.length; j++)
        next[j] = Math.min(
          row[j] + 1,
          next[j - 1] + 1,
          row[j - 1] + (a[i - 1].toLowerCase() === b[j - 1].toLowerCase() ? 0 : 1),
        );
      row = next;
    }
    return row[b.length];
  };
  return [...new Set(ids)]
    .map((id, index) => ({ id, index, score: distance(missing, id) }))
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .map((item) => item.id);
}

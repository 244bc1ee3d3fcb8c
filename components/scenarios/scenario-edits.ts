// Which edits between two editor documents keep a scenario's meaning (docs/studio.md "Scenarios"): a question whose
// id changed (its key stayed), a question deleted (its key went), an option whose stored value changed in place
// (same position, same number of options). The scenarios follow them with rewriteScenario; a deletion says so.
import type { EditorDocument } from "@/lib/editor-store/document";
import { answerOptions } from "@/lib/questions/answer-options";
import { rewriteScenario, type ScenarioEdit } from "@/lib/questions/scenario-rewrites";
import type { Scenario } from "@/lib/questions/scenarios";

export function editsBetween(before: EditorDocument, after: EditorDocument): ScenarioEdit[] {
  const edits: ScenarioEdit[] = [];
  for (const key of before.order) {
    const old = before.questions.get(key)!;
    const now = after.questions.get(key);
    if (!now) {
      const label = typeof old.label === "string" && old.label.trim() ? old.label : undefined;
      edits.push({ kind: "removed", id: old.id, label });
      continue;
    }
    if (now === old) continue;
    if (now.id !== old.id) edits.push({ kind: "renamed", from: old.id, to: now.id });
    const was = answerOptions(old);
    const is = answerOptions(now);
    if (was.length !== is.length) continue;
    was.forEach((option, index) => {
      if (option.value !== is[index].value)
        edits.push({ kind: "optionRenamed", questionId: now.id, from: option.value, to: is[index].value });
    });
  }
  return edits;
}

/** The scenarios after the edits, those that changed, and what was removed from them, in words. */
export function followEdits(
  scenarios: readonly Scenario[],
  edits: readonly ScenarioEdit[],
): { scenarios: Scenario[]; changed: Scenario[]; notices: string[] } {
  const notices: string[] = [];
  const changed: Scenario[] = [];
  const next = scenarios.map((scenario) => {
    let current = scenario;
    for (const edit of edits) {
      const rewritten = rewriteScenario(current, edit);
      current = rewritten.scenario;
      if (rewritten.notice) notices.push(rewritten.notice);
    }
    if (current !== scenario) changed.push(current);
    return current;
  });
  return { scenarios: next, changed, notices };
}

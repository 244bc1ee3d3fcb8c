// Bundled for Chromium by e2e/preview-differential.spec.ts: the preview's own model (the code the studio ships),
// answering each random form the way the preview does and reporting its displayed / required / issues.
import type { Question } from "../../lib/questions";
import { FormModel } from "../../components/form/form-model";
// RE2 for the forms' own patterns, loaded with the model as the studio's preview pane loads it.
import "../../lib/logic/safe-regex";

export type BrowserCase = { questions: Question[]; changes: [string, unknown][] };
export type BrowserVerdict = {
  displayed: Record<string, boolean>;
  required: Record<string, boolean>;
  values: Record<string, { value: unknown }>;
  issues: { questionId: string; kind: string }[];
};

export function runCases(cases: BrowserCase[]): BrowserVerdict[] {
  return cases.map(({ questions, changes }) => {
    const model = new FormModel(questions);
    for (const [id, value] of changes) model.setAnswer(id, value);
    const issues = model.check().map(({ questionId, kind }) => ({ questionId, kind }));
    const { evaluation } = model.getSnapshot();
    return { ...evaluation, values: model.values(), issues };
  });
}

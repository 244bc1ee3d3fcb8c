// Monaco's side of the JSON view: the generated JSON Schema for the model (completion, hover, schema errors), our
// problems as markers, and quick fixes as code actions. Imported only by json-view.tsx, after Monaco has loaded.
import type { editor, IDisposable, languages } from "monaco-editor";
import type { Monaco } from "@/components/monaco/setup";
import { eventJsonSchema } from "@/lib/questions/json-schema";
import type { JsonProblem, ProblemSeverity } from "./json-problems";
import { quickFixes } from "./quick-fixes";

export const MODEL_URI = "inmemory://capture-studio/event.json";
/** The owner of our markers (the JSON worker's schema markers have their own). */
export const MARKER_OWNER = "capture-studio";

type JsonDefaults = { setDiagnosticsOptions(options: Record<string, unknown>): void };

let configured = false;

/**
 * JSON diagnostics options are global to the page: set them once, matching only our model, before the first JSON
 * view's model exists. Monaco restarts the JSON worker whenever they change (a worker started for nothing).
 */
export function configureJson(monaco: Monaco): void {
  if (configured) return;
  configured = true;
  // Since monaco-editor 0.55 the JSON API is monaco.json; older builds had it under monaco.languages.json.
  const defaults = (
    (monaco as unknown as { json?: { jsonDefaults: JsonDefaults } }).json ??
    (monaco.languages as unknown as { json: { jsonDefaults: JsonDefaults } }).json
  ).jsonDefaults;
  defaults.setDiagnosticsOptions({
    validate: true,
    allowComments: false,
    trailingCommas: "error",
    enableSchemaRequest: false,
    schemas: [
      { uri: "inmemory://capture-studio/event.schema.json", fileMatch: [MODEL_URI], schema: eventJsonSchema() },
    ],
  });
}

export function setProblemMarkers(monaco: Monaco, model: editor.ITextModel, problems: readonly JsonProblem[]): void {
  const severity: Record<ProblemSeverity, number> = {
    error: monaco.MarkerSeverity.Error,
    warning: monaco.MarkerSeverity.Warning,
    info: monaco.MarkerSeverity.Info,
  };
  monaco.editor.setModelMarkers(
    model,
    MARKER_OWNER,
    problems.map((problem) => {
      const start = model.getPositionAt(problem.offset);
      const end = model.getPositionAt(problem.offset + Math.max(problem.length, 1));
      return {
        startLineNumber: start.lineNumber,
        startColumn: start.column,
        endLineNumber: end.lineNumber,
        endColumn: end.column,
        message: problem.message,
        severity: severity[problem.severity],
        code: problem.rule,
        source: `${SOURCE_PREFIX}${problem.path}`,
      };
    }),
  );
}

/** Our markers' source: this prefix and the issue's path, which the quick fixes need (code actions see no owner). */
const SOURCE_PREFIX = "capture-studio:";

/** Quick fixes for our markers; the marker's source carries the path, its code the rule. */
export function registerQuickFixes(monaco: Monaco): IDisposable {
  return monaco.languages.registerCodeActionProvider("json", {
    provideCodeActions(model, _range, context) {
      if (model.uri.toString() !== monaco.Uri.parse(MODEL_URI).toString()) return { actions: [], dispose() {} };
      const text = model.getValue();
      const actions: languages.CodeAction[] = [];
      for (const marker of context.markers) {
        if (typeof marker.code !== "string" || !marker.source?.startsWith(SOURCE_PREFIX)) continue;
        for (const fix of quickFixes(text, { path: marker.source.slice(SOURCE_PREFIX.length), rule: marker.code })) {
          actions.push({
            title: fix.title,
            kind: "quickfix",
            diagnostics: [marker],
            isPreferred: fix.preferred,
            edit: {
              edits: fix.edits.map((edit) => {
                const start = model.getPositionAt(edit.offset);
                const end = model.getPositionAt(edit.offset + edit.length);
                return {
                  resource: model.uri,
                  versionId: model.getVersionId(),
                  textEdit: {
                    range: new monaco.Range(start.lineNumber, start.column, end.lineNumber, end.column),
                    text: edit.content,
                  },
                };
              }),
            },
          });
        }
      }
      return { actions, dispose() {} };
    },
  });
}

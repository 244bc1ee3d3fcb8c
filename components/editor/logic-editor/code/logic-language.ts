// Monaco's side of code mode: completion and hover providers registered once for code mode's language (JSON syntax
// under its own name, logic-language-id.ts) and routed, by model URI, to the code editor that owns the model
// (several may be mounted: displayed and required). Imported only once Monaco has loaded.
import type { editor, IDisposable } from "monaco-editor";
import type { Monaco } from "@/components/monaco/setup";
import type { RuleQuestion } from "../model/rule-operators";
import { completions, hover } from "../model/code-assist";
import type { Marker } from "../model/code-markers";
import { LOGIC_LANGUAGE } from "./logic-language-id";
import { offsetAt, toCompletionItem, toHover, toMarkerData } from "./monaco-adapter";

/** The owner of code mode's markers on a model. */
export const LOGIC_MARKER_OWNER = "capture-studio-logic";

type Owner = { getQuestions(): readonly RuleQuestion[] };
const owners = new Map<string, Owner>();
let registered = false;

/** Registers the providers the first time any code editor mounts; they stay for the page's life, like Monaco. */
function registerProviders(monaco: Monaco): void {
  if (registered) return;
  registered = true;
  const kinds = {
    question: monaco.languages.CompletionItemKind.Field,
    operator: monaco.languages.CompletionItemKind.Operator,
    value: monaco.languages.CompletionItemKind.Value,
  };
  monaco.languages.registerCompletionItemProvider(LOGIC_LANGUAGE, {
    triggerCharacters: ['"', "$"],
    provideCompletionItems(model, position) {
      const owner = owners.get(model.uri.toString());
      if (!owner) return undefined;
      const text = model.getValue();
      const found = completions(text, offsetAt(text, position), owner.getQuestions());
      return { suggestions: found.map((completion, order) => toCompletionItem(text, completion, kinds, order)) };
    },
  });
  monaco.languages.registerHoverProvider(LOGIC_LANGUAGE, {
    provideHover(model, position) {
      const owner = owners.get(model.uri.toString());
      if (!owner) return undefined;
      const text = model.getValue();
      const found = hover(text, offsetAt(text, position), owner.getQuestions());
      return found ? toHover(text, found) : undefined;
    },
  });
}

/** Routes the providers to `model` for as long as the returned handle is not disposed. */
export function attachLogicModel(monaco: Monaco, model: editor.ITextModel, owner: Owner): IDisposable {
  registerProviders(monaco);
  const key = model.uri.toString();
  owners.set(key, owner);
  return { dispose: () => void (owners.get(key) === owner && owners.delete(key)) };
}

export function setLogicMarkers(monaco: Monaco, model: editor.ITextModel, found: readonly Marker[]): void {
  const text = model.getValue();
  monaco.editor.setModelMarkers(
    model,
    LOGIC_MARKER_OWNER,
    found.map((marker) => toMarkerData(text, marker, monaco.MarkerSeverity.Error)),
  );
}

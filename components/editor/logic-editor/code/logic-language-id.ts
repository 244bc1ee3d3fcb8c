// Code mode's own language: JSON's syntax under another name, so that Monaco's JSON language service stays out of
// it. That service offered "$schema" as if it were a question id and marked syntax errors that our
// markers already say in plain words; our completion and hover are the only ones on these models.
import type { Monaco } from "@/components/monaco/setup";

export const LOGIC_LANGUAGE = "capture-studio-logic";

let registered = false;

/** Registers the language (tokens, brackets, auto-closing quotes) once; call before the first model exists. */
export function registerLogicLanguage(monaco: Monaco): void {
  if (registered) return;
  registered = true;
  monaco.languages.register({ id: LOGIC_LANGUAGE });
  monaco.languages.setLanguageConfiguration(LOGIC_LANGUAGE, {
    brackets: [
      ["{", "}"],
      ["[", "]"],
    ],
    autoClosingPairs: [
      { open: "{", close: "}", notIn: ["string"] },
      { open: "[", close: "]", notIn: ["string"] },
      { open: '"', close: '"', notIn: ["string"] },
    ],
    surroundingPairs: [
      { open: "{", close: "}" },
      { open: "[", close: "]" },
      { open: '"', close: '"' },
    ],
  });
  monaco.languages.setMonarchTokensProvider(LOGIC_LANGUAGE, {
    tokenizer: {
      root: [
        [/"(?:[^"\\]|\\.)*"(?=\s*:)/, "type"],
        [/"/, { token: "string", next: "@string" }],
        [/-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?/, "number"],
        [/\b(?:true|false|null)\b/, "keyword"],
        [/[{}[\],:]/, "delimiter"],
        [/\s+/, "white"],
      ],
      string: [
        [/[^"\\]+/, "string"],
        [/\\./, "string.escape"],
        [/"/, { token: "string", next: "@pop" }],
      ],
    },
  });
}

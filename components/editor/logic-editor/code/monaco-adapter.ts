// Code mode's Monaco adapter: the plain results of code-assist.ts and code-markers.ts (offsets into the text)
// turned into Monaco's shapes (1-based lines and columns). Pure, so it is tested without a browser; the Monaco
// enums are passed in rather than imported, because importing monaco-editor pulls in the whole editor.
import type { editor, IRange, languages } from "monaco-editor";
import type { Completion, Hover, TextRange } from "../model/code-assist";
import type { Marker } from "../model/code-markers";

export type Position = { lineNumber: number; column: number };

/** The line and column of `offset` in `text`, as Monaco counts them (both from 1; "\n" ends a line). */
export function positionAt(text: string, offset: number): Position {
  const clamped = Math.max(0, Math.min(offset, text.length));
  let lineNumber = 1;
  let lineStart = 0;
  for (let index = text.indexOf("\n"); index !== -1 && index < clamped; index = text.indexOf("\n", index + 1)) {
    lineNumber++;
    lineStart = index + 1;
  }
  return { lineNumber, column: clamped - lineStart + 1 };
}

/** The offset in `text` of a Monaco position; a column past the end of its line means the line's end. */
export function offsetAt(text: string, position: Position): number {
  let lineStart = 0;
  for (let line = 1; line < position.lineNumber; line++) {
    const end = text.indexOf("\n", lineStart);
    if (end === -1) return text.length;
    lineStart = end + 1;
  }
  const lineEnd = text.indexOf("\n", lineStart);
  const lineLength = (lineEnd === -1 ? text.length : lineEnd) - lineStart;
  return lineStart + Math.max(0, Math.min(position.column - 1, lineLength));
}

export function rangeOf(text: string, range: TextRange): IRange {
  const start = positionAt(text, range.start);
  const end = positionAt(text, range.end);
  return {
    startLineNumber: start.lineNumber,
    startColumn: start.column,
    endLineNumber: end.lineNumber,
    endColumn: end.column,
  };
}

/** Monaco's CompletionItemKind values for our three kinds (passed in from `monaco.languages.CompletionItemKind`). */
export type CompletionKinds = Record<Completion["kind"], languages.CompletionItemKind>;

export function toCompletionItem(
  text: string,
  completion: Completion,
  kinds: CompletionKinds,
  order: number,
): languages.CompletionItem {
  return {
    label: completion.label,
    kind: kinds[completion.kind],
    insertText: completion.insertText,
    filterText: completion.filterText,
    detail: completion.detail,
    // Keeps our order (ids in form order, operators as listed) instead of Monaco's alphabetical one.
    sortText: String(order).padStart(5, "0"),
    range: rangeOf(text, completion.range),
  };
}

export function toMarkerData(text: string, marker: Marker, errorSeverity: number): editor.IMarkerData {
  return { ...rangeOf(text, marker), message: marker.message, severity: errorSeverity, code: marker.rule };
}

export function toHover(text: string, hover: Hover): languages.Hover {
  return { contents: [{ value: hover.contents }], range: rangeOf(text, hover.range) };
}

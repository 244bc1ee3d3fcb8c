import { describe, expect, it } from "vitest";
import { offsetAt, positionAt, toCompletionItem, toHover, toMarkerData } from "./monaco-adapter";

const TEXT = '{\n  "country": "uk",\n  "city": {"$exists": true}\n}';

describe("positionAt / offsetAt", () => {
  it.each([
    [0, 1, 1],
    [1, 1, 2],
    [2, 2, 1],
    [4, 2, 3],
    [TEXT.indexOf('"city"'), 3, 3],
    [TEXT.length, 4, 2],
  ])("offset %i is line %i, column %i, and back", (offset, lineNumber, column) => {
    expect(positionAt(TEXT, offset)).toEqual({ lineNumber, column });
    expect(offsetAt(TEXT, { lineNumber, column })).toBe(offset);
  });

  it("clamps offsets outside the text and columns past a line's end", () => {
    expect(positionAt(TEXT, -5)).toEqual({ lineNumber: 1, column: 1 });
    expect(positionAt(TEXT, 999)).toEqual(positionAt(TEXT, TEXT.length));
    expect(offsetAt(TEXT, { lineNumber: 1, column: 40 })).toBe(1);
    expect(offsetAt(TEXT, { lineNumber: 9, column: 1 })).toBe(TEXT.length);
  });

  it("round-trips every offset of a text", () => {
    for (let offset = 0; offset <= TEXT.length; offset++) expect(offsetAt(TEXT, positionAt(TEXT, offset))).toBe(offset);
  });
});

describe("Monaco shapes", () => {
  const start = TEXT.indexOf('"uk"');
  it("a completion keeps its text, detail and kind, replaces its range and sorts in the given order", () => {
    const item = toCompletionItem(
      TEXT,
      {
        kind: "value",
        label: "fr",
        insertText: '"fr"',
        filterText: '"fr"',
        detail: "France",
        range: { start, end: start + 4 },
      },
      { question: 5, operator: 11, value: 12 },
      3,
    );
    expect(item).toEqual({
      label: "fr",
      kind: 12,
      insertText: '"fr"',
      filterText: '"fr"',
      detail: "France",
      sortText: "00003",
      range: { startLineNumber: 2, startColumn: 14, endLineNumber: 2, endColumn: 18 },
    });
  });

  it("a marker keeps the API's message and rule, on the lines and columns of its offsets", () => {
    const at = TEXT.indexOf('"city"');
    expect(
      toMarkerData(
        TEXT,
        { start: at, end: at + 6, severity: "error", rule: "unknownReference", message: "'city' is not a question." },
        8,
      ),
    ).toEqual({
      startLineNumber: 3,
      startColumn: 3,
      endLineNumber: 3,
      endColumn: 9,
      message: "'city' is not a question.",
      severity: 8,
      code: "unknownReference",
    });
  });

  it("a marker spanning lines ends on its last line", () => {
    expect(
      toMarkerData(TEXT, { start: 0, end: TEXT.length, severity: "error", rule: "json", message: "m" }, 8),
    ).toMatchObject({ startLineNumber: 1, startColumn: 1, endLineNumber: 4, endColumn: 2 });
  });

  it("a hover is markdown over the hovered key", () => {
    expect(
      toHover(TEXT, {
        contents: "**$exists** — Is answered",
        range: { start: TEXT.indexOf('"$exists"'), end: TEXT.indexOf('"$exists"') + 9 },
      }),
    ).toEqual({
      contents: [{ value: "**$exists** — Is answered" }],
      range: { startLineNumber: 3, startColumn: 12, endLineNumber: 3, endColumn: 21 },
    });
  });
});

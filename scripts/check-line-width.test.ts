// The line-width check finds what the formatter leaves too wide, measures as the formatter does, says what kind of
// line it is, and reads the files the formatter formats (its ignore files apply).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { kindOf, sourceFiles, wideLines } from "./check-line-width.mjs";

describe("wideLines", () => {
  it("reports each line wider than the width, by number, and no other", () => {
    const text = ["x".repeat(10), "y".repeat(11), "z".repeat(12), ""].join("\n");
    expect(wideLines(text, 11)).toEqual([{ line: 3, width: 12, kind: "code" }]);
  });

  it("counts a wide character as two columns and a curly quote as one, as Prettier does", () => {
    expect(wideLines("中".repeat(6), 11)).toEqual([{ line: 1, width: 12, kind: "code" }]);
    expect(wideLines(`“${"a".repeat(9)}”`, 11)).toEqual([]);
  });

  it("names a line that starts inside a template literal a string", () => {
    const text = ["const sql = `select", `  ${"a".repeat(30)}`, "`;", "a".repeat(30)].join("\n");
    expect(wideLines(text, 20).map((wide) => [wide.line, wide.kind])).toEqual([
      [2, "string"],
      [4, "code"],
    ]);
  });
});

describe("kindOf", () => {
  it.each([
    ["  // a comment", "comment"],
    ["   * a JSDoc line", "comment"],
    ["  {/* a JSX comment */}", "comment"],
    ['  <p className="mt-1 text-sm">', "class list"],
    ['  "rounded px-2 py-1 text-sm text-slate-600 hover:bg-slate-100",', "class list"],
    ['  it("answers 404 for an event of another company", async () => {', "test name"],
    ['  test.each(cases)("%s", (name) => {', "test name"],
    ['    message: "The setup code is wrong, or the owner account was already created.",', "string"],
    ["  /^(Mon|Tue|Wed) (\\d{2})$/,", "string"],
    ["  const total = first + second + third;", "code"],
  ])("%s -> %s", (line, kind) => {
    expect(kindOf(line)).toBe(kind);
  });

  it("names a line of words in a .tsx file JSX text", () => {
    expect(kindOf("  Nothing here yet: create the first event to start", { jsx: true })).toBe("jsx-text");
    expect(kindOf("  Nothing here yet: create the first event to start")).toBe("code");
  });
});

describe("sourceFiles", () => {
  it("lists code and stylesheets, leaving out what .gitignore or .prettierignore names and node_modules", async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "line-width-"));
    try {
      const files = ["a.ts", "b.tsx", "c.css", "d.md", "gen/e.ts", "built/f.js", "node_modules/g/h.js", "keep/i.mjs"];
      for (const file of files) {
        fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
        fs.writeFileSync(path.join(root, file), "");
      }
      fs.writeFileSync(path.join(root, ".prettierignore"), "gen/\n");
      fs.writeFileSync(path.join(root, ".gitignore"), "built/\n");
      expect(await sourceFiles(root)).toEqual(["a.ts", "b.tsx", "c.css", path.join("keep", "i.mjs")]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

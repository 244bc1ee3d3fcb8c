// The compile hint goes at the top of the build's root main files, once, and nowhere else; a build without the list
// or without one of its files is refused with what is missing.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { addCompileHints, COMPILE_HINT, withCompileHint } from "./compile-hints.mjs";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A build folder with `files` (relative path → text) and a manifest naming `rootMainFiles`. */
function build(files: Record<string, string>, rootMainFiles?: unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "compile-hints-"));
  dirs.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  if (rootMainFiles !== undefined)
    fs.writeFileSync(path.join(dir, "build-manifest.json"), JSON.stringify({ pages: {}, rootMainFiles }));
  return dir;
}

const read = (dir: string, file: string) => fs.readFileSync(path.join(dir, file), "utf8");

describe("withCompileHint", () => {
  it("puts V8's magic comment on the first line, before the script's own first character", () => {
    expect(withCompileHint("(globalThis.TURBOPACK||[]).push([])")).toBe(
      "//# allFunctionsCalledOnLoad\n(globalThis.TURBOPACK||[]).push([])",
    );
  });

  it("leaves a script that has it already as it is", () => {
    expect(withCompileHint(`${COMPILE_HINT}x()`)).toBe(`${COMPILE_HINT}x()`);
  });
});

describe("addCompileHints", () => {
  it("hints each root main file once, even when run twice, and leaves the page's own chunks alone", () => {
    const dir = build(
      {
        "static/chunks/react-dom.js": "a()",
        "static/chunks/runtime.js": "b()",
        "static/chunks/editor-page.js": "c()",
      },
      ["static/chunks/react-dom.js", "static/chunks/runtime.js"],
    );
    expect(addCompileHints(dir)).toEqual(["static/chunks/react-dom.js", "static/chunks/runtime.js"]);
    addCompileHints(dir);
    expect(read(dir, "static/chunks/react-dom.js")).toBe(`${COMPILE_HINT}a()`);
    expect(read(dir, "static/chunks/runtime.js")).toBe(`${COMPILE_HINT}b()`);
    expect(read(dir, "static/chunks/editor-page.js")).toBe("c()");
  });

  it("refuses a folder with no build manifest, and says to build first", () => {
    expect(() => addCompileHints(build({}))).toThrow(/build-manifest\.json is missing: run `next build`/);
  });

  it("refuses a manifest without root main files", () => {
    expect(() => addCompileHints(build({}, []))).toThrow(/names no rootMainFiles/);
    expect(() => addCompileHints(build({}, "static/chunks/a.js"))).toThrow(/names no rootMainFiles/);
  });

  it("refuses a manifest naming a script the build lacks, and changes none of the others", () => {
    const dir = build({ "static/chunks/a.js": "a()" }, ["static/chunks/a.js", "static/chunks/gone.js"]);
    expect(() => addCompileHints(dir)).toThrow("The build names scripts it does not have: static/chunks/gone.js");
    expect(read(dir, "static/chunks/a.js")).toBe("a()");
  });
});

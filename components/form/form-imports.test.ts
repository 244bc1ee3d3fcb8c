// The form renderer goes into the capture app's own small bundle (docs/benchmarks.md "Goals"), so what it imports
// is checked here: the engine (lib/questions, lib/logic with sift and RE2) and React, never the editor (its store,
// Monaco, dnd-kit), zod (the definitions' schemas: validateValues needs none of it) or Next.js.
import path from "node:path";
import { build } from "esbuild";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");
/** What the capture app and the preview import from the renderer. */
const ENTRY = ["form-fields", "form-field", "form-model", "form-answers"]
  .map((file) => `export * from "./components/form/${file}";`)
  .join("\n");
const FORBIDDEN_PACKAGES = [
  "zod",
  "monaco-editor",
  "@monaco-editor/react",
  "zustand",
  "zundo",
  "@dnd-kit/core",
  "next",
];

async function bundledInputs(): Promise<string[]> {
  const result = await build({
    absWorkingDir: ROOT,
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: "ts" },
    bundle: true,
    format: "esm",
    platform: "browser",
    write: false,
    metafile: true,
    jsx: "automatic",
    logLevel: "silent",
    alias: { "@": ROOT },
    external: ["react", "react-dom", "react/*", "react-dom/*"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  return Object.keys(result.metafile.inputs);
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe("the form renderer's imports", () => {
  it("hold the engine but neither the editor, nor zod, nor Next.js", async () => {
    const inputs = await bundledInputs();
    const packages = new Set(inputs.map(packageOf));
    expect(FORBIDDEN_PACKAGES.filter((name) => packages.has(name))).toEqual([]);
    expect(inputs.filter((input) => /^(lib\/editor-store|components\/(editor|ui)|app)\//.test(input))).toEqual([]);
    // Not vacuous: the model and the engine it runs on are there.
    expect(inputs).toEqual(
      expect.arrayContaining([
        "components/form/form-model.ts",
        "lib/questions/validate-values.ts",
        "lib/logic/steps.ts",
      ]),
    );
  });
});

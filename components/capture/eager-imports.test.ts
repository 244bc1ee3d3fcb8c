// The capture app's page stays within its JavaScript budget (docs/benchmarks.md "Goals", bench:capture) only while
// zod, RE2 and the editor stay off it and Next.js's client runtime stays out of its bundle: zod came in once through
// the leads' CSV export (lib/registrations/columns.ts importing the questions' index, which holds the definition's
// zod schema), RE2 through the built-in patterns. This bundles the app's entry (components/capture/main.tsx, what
// scripts/build-capture-app.mjs builds) with esbuild, as a browser bundle split at dynamic imports, and follows only
// static imports, as the editor's check does (components/editor/eager-imports.test.ts).
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");
const ENTRY = "components/capture/main.tsx";

async function eagerInputs(): Promise<string[]> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "browser",
    outdir: "eager-imports.out",
    write: false,
    metafile: true,
    jsx: "automatic",
    logLevel: "silent",
    alias: { "@": ROOT },
    loader: { ".css": "empty" },
    external: ["react", "react-dom", "react/*", "react-dom/*", "server-only"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const outputs = result.metafile.outputs;
  const start = Object.keys(outputs).find((file) => outputs[file].entryPoint === ENTRY);
  if (!start) throw new Error(`esbuild wrote no output for ${ENTRY}`);
  const seen = new Set<string>();
  const inputs: string[] = [];
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output: Metafile["outputs"][string] = outputs[file];
    inputs.push(...Object.keys(output.inputs));
    for (const imported of output.imports)
      if (imported.kind === "import-statement" && !imported.external) visit(imported.path);
  };
  visit(start);
  return inputs;
}

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

it("the capture page loads no zod, no RE2 and no editor, and the check sees what the page imports", async () => {
  const inputs = await eagerInputs();
  const packages = new Set(inputs.map(packageOf));
  expect(packages.has("zod")).toBe(false);
  // RE2 loads only for a form with a pattern of its own (lib/logic/load-regex-compiler.ts).
  expect(packages.has("re2js")).toBe(false);
  expect(inputs.filter((input) => /^(lib\/editor-store|components\/editor)\//.test(input))).toEqual([]);
  expect(packages.has("next")).toBe(false);
  expect(inputs).toContain("lib/capture/export-leads.ts");
  expect(inputs).toContain("components/form/form-model.ts");
  expect(packages).toContain("dexie");
});

// The editor's page loads zod, RE2 (re2js) and sift only on demand (its JavaScript budget: docs/benchmarks.md
// "Goals"). They came back before through one import of a constant that sat beside them (a barrel, QUESTION_TYPES in
// schema.ts):
// this bundles the editor's client entries with esbuild, as a browser bundle split at dynamic imports, and follows
// only static imports from the entry, so such an import fails here instead of silently growing the page.
import path from "node:path";
import { build, type Metafile } from "esbuild";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..");
/** The page's client components (app/(studio)/events/[eventId]/page.tsx renders one of them). */
const PAGE_ENTRIES = ["components/editor/editor.tsx", "components/editor/read-only-event.tsx"];
/** The editor's one background worker (the scheduled check and the logic report), which every editor page starts. */
const CHECK_WORKER = "lib/editor-store/issues.worker.ts";
const ENTRIES = [...PAGE_ENTRIES, CHECK_WORKER];
/** Loaded on demand only: the save's check, the preview, a pattern's sample test, the logic report's worker. */
const ON_DEMAND = ["zod", "re2js", "sift", "monaco-editor"];

/** Every source file of the bundle, eager or behind a dynamic import. */
let bundled = new Set<string>();

/** The source files each entry's page loads before any dynamic import, from esbuild's metafile. */
async function eagerInputs(): Promise<Map<string, string[]>> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
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
    // Their own cost is Next's and React's, the same on every page; Monaco is too large to bundle in a unit test
    // (the editor loads it on demand; an eager import of it still shows, as an import of an external module).
    external: ["react", "react-dom", "react/*", "react-dom/*", "next", "next/*", "monaco-editor", "server-only"],
    define: { "process.env.NODE_ENV": '"production"' },
  });
  const outputs = result.metafile.outputs;
  bundled = new Set(Object.keys(result.metafile.inputs));
  const byEntry = new Map<string, string[]>();
  for (const entry of ENTRIES) {
    const start = Object.keys(outputs).find((file) => outputs[file].entryPoint === entry);
    if (!start) throw new Error(`esbuild wrote no output for ${entry}`);
    const seen = new Set<string>();
    const inputs: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const output: Metafile["outputs"][string] = outputs[file];
      inputs.push(...Object.keys(output.inputs));
      for (const imported of output.imports) {
        if (imported.kind !== "import-statement") continue;
        if (imported.external) inputs.push(`node_modules/${imported.path}`);
        else visit(imported.path);
      }
    };
    visit(start);
    byEntry.set(entry, inputs);
  }
  return byEntry;
}

let eager: Promise<Map<string, string[]>> | undefined;
const eagerOnce = () => (eager ??= eagerInputs());
const allInputs = async () => {
  await eagerOnce();
  return bundled;
};

const packageOf = (input: string) => /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)?.[1];

describe("the editor page's eager JavaScript", () => {
  it("holds neither zod, nor RE2, nor sift, nor Monaco: each loads when it is needed", async () => {
    const byEntry = await eagerOnce();
    for (const entry of PAGE_ENTRIES) {
      const inputs = byEntry.get(entry)!;
      const packages = new Set(inputs.map(packageOf));
      expect({ entry, onDemand: ON_DEMAND.filter((name) => packages.has(name)) }).toEqual({ entry, onDemand: [] });
    }
  });

  // Nothing shows them before a question is selected or the problems are opened: they load on the person's first
  // press, key or focus (lazy-panels.tsx's preloadOnFirstUse), as the preview and the history do when opened.
  it("holds neither the inspector, nor the problems panels, nor the preview, nor the history", async () => {
    const inputs = (await eagerOnce()).get("components/editor/editor.tsx")!;
    const lazy = [
      "components/editor/inspector/inspector.tsx",
      "components/editor/problems/problems-panel.tsx",
      "components/editor/problems/logic/logic-problems-panel.tsx",
      "components/editor/preview/preview-pane.tsx",
      "components/history/history-panel.tsx",
    ];
    expect(lazy.filter((file) => inputs.includes(file))).toEqual([]);
    // Still in the bundle, behind a dynamic import: the list above names files that exist.
    const all = await allInputs();
    expect(lazy.filter((file) => !all.has(file))).toEqual([]);
  });

  it("sees what the page imports (the check is not vacuous)", async () => {
    const inputs = (await eagerOnce()).get("components/editor/editor.tsx")!;
    expect(inputs).toContain("lib/questions/metadata.ts");
    expect(inputs).toContain("lib/logic/operator-names.ts");
    expect(new Set(inputs.map(packageOf))).toContain("@dnd-kit/core");
  });
});

describe("the check worker's eager JavaScript", () => {
  // RE2 comes only for a form with a pattern of its own, and zod (validateDefinition, issues-check.ts) only for the
  // first document whose definition issues the worker is not given: the saved form's come checked by the server, so
  // an editor opened and not changed never loads them (issues.worker.ts).
  it("holds neither RE2 nor zod nor validateDefinition", async () => {
    const inputs = (await eagerOnce()).get(CHECK_WORKER)!;
    expect(inputs.filter((input) => packageOf(input) === "re2js" || packageOf(input) === "zod")).toEqual([]);
    expect(inputs.filter((input) => /validate-definition/.test(input))).toEqual([]);
    // Still in the bundle, behind the worker's dynamic import.
    expect(await allInputs()).toContain("lib/questions/validate-definition-without-re2.ts");
  });

  it("sees what the worker imports (the check is not vacuous)", async () => {
    const inputs = (await eagerOnce()).get(CHECK_WORKER)!;
    expect(inputs).toContain("lib/editor-store/issues-of.ts");
    expect(inputs).toContain("lib/logic/reachability.ts");
    expect(new Set(inputs.map(packageOf))).toContain("sift");
  });
});

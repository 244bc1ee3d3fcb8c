// The equivalent mutants StrykerJS ignores are named outside the product code, and each name still points at
// exactly one piece of code: a stale entry (the code changed or moved) fails here, not silently in a mutation run.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { EQUIVALENTS, equivalentReason, normalise, strykerPlugins } from "./mutation-equivalents.mjs";

type Equivalent = { file: string; mutator: string; node: string; within: string; reason: string };
const entries = EQUIVALENTS as Equivalent[];
const root = path.resolve(__dirname, "..");

/** Every node of a module with its source and its enclosing nodes' sources, innermost first (itself included). */
function nodesOf(file: string): { source: string; ancestors: string[] }[] {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const sourceFile = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const nodes: { source: string; ancestors: string[] }[] = [];
  const visit = (node: ts.Node, ancestors: string[]) => {
    const source = node.getText(sourceFile);
    const own = [source, ...ancestors];
    nodes.push({ source, ancestors: own });
    node.forEachChild((child) => visit(child, own));
  };
  sourceFile.forEachChild((child) => visit(child, []));
  return nodes;
}

describe("the equivalent mutants of scripts/mutation-equivalents.mjs", () => {
  it.each(entries.map((entry) => [`${entry.file}: ${entry.node} in ${entry.within}`, entry] as const))(
    "%s names exactly one node",
    (_, entry) => {
      const matches = nodesOf(entry.file).filter(
        (node) =>
          normalise(node.source) === normalise(entry.node) &&
          node.ancestors.some((ancestor) => normalise(ancestor) === normalise(entry.within)),
      );
      expect(matches).toHaveLength(1);
    },
  );

  it("gives the reason for that node only, in that module only, whatever the whitespace", () => {
    const entry = entries.find(
      (candidate) =>
        candidate.file === "lib/editor-store/draft.ts" && candidate.within === "const raw = storage?.getItem(key);",
    )!;
    const inside = () => ["storage?.getItem(key)", "const raw = storage?.getItem(key);", "function readDraft() {}"];
    expect(equivalentReason("/tmp/sandbox/lib/editor-store/draft.ts", "storage?.getItem", inside)).toBe(
      `equivalent (OptionalChaining) — ${entry.reason}`,
    );
    expect(
      equivalentReason("lib\\editor-store\\draft.ts", "storage ?.\n  getItem", () => [
        "const raw =\n  storage?.getItem(key,);",
      ]),
    ).toBeDefined();
    expect(equivalentReason("lib/editor-store/other-draft.ts", "storage?.getItem", inside)).toBeUndefined();
    expect(
      equivalentReason("lib/editor-store/draft.ts", "storage?.getItem", () => ["const other = storage?.getItem(key);"]),
    ).toBeUndefined();
    expect(equivalentReason("lib/editor-store/draft.ts", "storage?.setItem", inside)).toBeUndefined();
  });

  it("is the ignorer stryker.config.mjs loads", async () => {
    const { default: config } = await import("../stryker.config.mjs");
    expect(config.ignorers).toEqual(["equivalent-mutants"]);
    expect(config.plugins).toContain("./scripts/mutation-equivalents.mjs");
    expect(strykerPlugins).toEqual([expect.objectContaining({ kind: "Ignore", name: "equivalent-mutants" })]);
  });

  it("leaves no mutation-testing comment in the product code", () => {
    const pragmas: string[] = [];
    const walk = (dir: string) => {
      for (const name of fs.readdirSync(path.join(root, dir))) {
        const file = path.join(dir, name);
        if (fs.statSync(path.join(root, file)).isDirectory()) walk(file);
        else if (
          /\.(ts|tsx|mjs|js)$/.test(name) &&
          !/\.test\.tsx?$/.test(name) &&
          /Stryker (disable|restore)/.test(fs.readFileSync(path.join(root, file), "utf8"))
        )
          pragmas.push(file);
      }
    };
    for (const dir of ["app", "components", "lib", "server"]) walk(dir);
    expect(pragmas).toEqual([]);
  });
});

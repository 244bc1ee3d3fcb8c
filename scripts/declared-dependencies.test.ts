// Every package the tests, e2e specs and scripts import is declared in package.json: the preview's
// differential test bundled with esbuild, which was there only as a dependency of tsx and drizzle-kit, so an update
// of either could have taken it away.
import fs from "node:fs";
import { builtinModules } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const manifest = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
const declared = new Set([...Object.keys(manifest.dependencies), ...Object.keys(manifest.devDependencies)]);

function files(folder: string): string[] {
  return fs.readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return files(relative);
    return /\.(ts|tsx|mts)$/.test(entry.name) ? [relative] : [];
  });
}

/** The package a bare specifier names ("@scope/name/sub" → "@scope/name", "name/sub" → "name"), or null. */
function packageOf(specifier: string): string | null {
  if (
    specifier.startsWith(".") ||
    specifier.startsWith("@/") ||
    specifier.startsWith("node:") ||
    builtinModules.includes(specifier.split("/")[0])
  )
    return null;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

describe("declared dependencies", () => {
  it("covers every package imported by e2e/, scripts/ and tests/", () => {
    const missing = new Set<string>();
    for (const file of [...files("e2e"), ...files("scripts"), ...files("tests")]) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const match of text.matchAll(
        /(?:^|\n)\s*(?:import|export)[^"'`;]*?from\s+["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)/g,
      )) {
        const name = packageOf(match[1] ?? match[2]);
        if (name && !declared.has(name)) missing.add(`${name} (${file})`);
      }
    }
    expect([...missing]).toEqual([]);
  });

  it("declares esbuild, which the preview's differential test bundles with", () => {
    expect(fs.readFileSync(path.join(root, "e2e/preview-differential.spec.ts"), "utf8")).toMatch(/from "esbuild"/);
    expect(declared.has("esbuild")).toBe(true);
  });
});

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// lib/logic runs in the browser too (the live preview): its modules may import each other and the two query
// libraries, never React, Next, the database or Node's built-ins. Tests and their generators are exempt.
const ALLOWED_PACKAGES = new Set(["sift", "re2js"]);
const here = import.meta.dirname;
const modules = readdirSync(here, { recursive: true, encoding: "utf8" }).filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts") && !file.startsWith("testing"));

const importsOf = (file: string) => [...readFileSync(join(here, file), "utf8").matchAll(/^\s*(?:import|export)[^'"]*?from\s+["']([^"']+)["']/gm)].map((match) => match[1]);

describe("lib/logic imports", () => {
  it("finds the imports it checks", () => {
    expect(importsOf("index.ts")).toContain("./incremental");
  });

  it.each(modules)("%s imports only lib/logic and the query libraries", (file) => {
    const specifiers = importsOf(file);
    for (const specifier of specifiers) expect(specifier.startsWith("./") || ALLOWED_PACKAGES.has(specifier), `${file} imports ${specifier}`).toBe(true);
  });
});

// Builds the SDK as the npm package integrators install: ESM (`.mjs`) and declarations (`.d.mts`) compiled from
// lib/sdk by the TypeScript compiler, with this folder's package.json and README, into a folder outside the
// repository (so that nothing built is ever resolved, linted or type-checked in place of the sources).
// `npm run sdk:pack [-- --out <dir>]` (pack.ts) also packs it with `npm pack` and prints the tarball's path.
//
// `.mjs` rather than `"type": "module"`: that field would also apply to the sources in lib/sdk, which the studio,
// the scripts and the tests load as they are. Relative imports get their extension, as Node's ESM loader and
// `moduleResolution: "nodenext"` require.

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";

const SDK = path.resolve(__dirname, "..");

const COMPILER_OPTIONS: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // The platform's fetch, Headers and AbortSignal only: no Node types, so the package runs wherever fetch does.
  lib: ["lib.es2022.d.ts", "lib.dom.d.ts", "lib.dom.iterable.d.ts"],
  types: [],
  strict: true,
  declaration: true,
  isolatedModules: true,
  skipLibCheck: true,
  noEmitOnError: true,
  rootDir: SDK,
};

/**
 * `./client` -> `./client.mjs`, `./resources` -> `./resources/index.mjs`, as found among the sources. A bare
 * specifier stays (the package has no dependencies: the pack test installs it alone and runs it).
 */
function withExtension(fromFile: string, specifier: string): string {
  if (!specifier.startsWith(".")) return specifier;
  const target = path.resolve(path.dirname(fromFile), specifier);
  if (fs.existsSync(`${target}.ts`)) return `${specifier}.mjs`;
  if (fs.existsSync(path.join(target, "index.ts"))) return `${specifier}/index.mjs`;
  throw new Error(`${path.relative(SDK, fromFile)} imports "${specifier}", which is not a source of the SDK.`);
}

/** Rewrites the relative specifiers of one emitted file (`from "./x"`, `import("./x")`), given its source. */
function rewriteSpecifiers(text: string, source: string): string {
  return text.replace(
    /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(["'])([^"']+)\2/g,
    (_, lead: string, quote: string, specifier: string) => `${lead}${quote}${withExtension(source, specifier)}${quote}`,
  );
}

/**
 * The packed package's manifest: lib/sdk/package.json with its `publishConfig` applied, as pnpm does on publish.
 * In the repository, `exports` and `types` name the sources, so that everything importing lib/sdk (the studio,
 * Vite, TypeScript) keeps reading them; the package names what this build writes.
 */
export function packageManifest(): Record<string, unknown> {
  const { publishConfig, ...manifest } = JSON.parse(fs.readFileSync(path.join(SDK, "package.json"), "utf8")) as Record<
    string,
    unknown
  >;
  return { ...manifest, ...(publishConfig as Record<string, unknown>) };
}

/**
 * Compiles lib/sdk into `<outDir>/dist` and copies the package's manifest and README beside it; returns the files
 * written.
 */
export function buildSdk(outDir: string): string[] {
  const dist = path.join(outDir, "dist");
  fs.rmSync(dist, { recursive: true, force: true });
  const emitted: { file: string; text: string }[] = [];
  const program = ts.createProgram([path.join(SDK, "index.ts")], { ...COMPILER_OPTIONS, outDir: dist });
  const result = program.emit(undefined, (file, text) => emitted.push({ file, text }));
  const diagnostics = [...ts.getPreEmitDiagnostics(program), ...result.diagnostics];
  if (diagnostics.length) {
    const host = {
      getCanonicalFileName: (name: string) => name,
      getCurrentDirectory: () => SDK,
      getNewLine: () => "\n",
    };
    throw new Error(`The SDK does not compile as a package:\n${ts.formatDiagnostics(diagnostics, host)}`);
  }
  const written: string[] = [];
  for (const { file, text } of emitted) {
    const relative = path.relative(dist, file);
    if (relative.startsWith("..")) throw new Error(`The compiler wrote ${file}, outside the package.`);
    const source = path.join(SDK, relative.replace(/(\.d)?\.js$|\.d\.ts$/, ".ts"));
    const target = file.replace(/\.d\.ts$/, ".d.mts").replace(/\.js$/, ".mjs");
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, rewriteSpecifiers(text, source));
    written.push(path.relative(outDir, target));
  }
  fs.writeFileSync(path.join(outDir, "package.json"), `${JSON.stringify(packageManifest(), null, 2)}\n`);
  fs.copyFileSync(path.join(SDK, "README.md"), path.join(outDir, "README.md"));
  return written.sort();
}

/** Builds the package into `outDir` and packs it there; returns the tarball's path. */
export function packSdk(outDir: string): string {
  buildSdk(outDir);
  const packed = spawnSync("npm", ["pack", "--json", "--pack-destination", outDir], { cwd: outDir, encoding: "utf8" });
  if (packed.status !== 0) throw new Error(`npm pack failed: ${packed.stderr}`);
  const [{ filename }] = JSON.parse(packed.stdout) as { filename: string }[];
  return path.join(outDir, filename);
}

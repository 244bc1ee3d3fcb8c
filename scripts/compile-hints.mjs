// After `next build`: V8's explicit compile hint at the top of the scripts every page runs at load (Next.js's
// `rootMainFiles`: React DOM, Next.js's client runtime, Turbopack's). Chromium then compiles all of their functions
// while it streams them, on a background thread, instead of one at a time on the main thread when each is first
// called, which made the evaluation of the page's modules and the start of hydration one long task (docs/benchmarks.md
// "The framework's scripts compiled while they stream"). Other browsers read it as a comment. The page's own chunks
// get no hint: most of their functions are not called at load, and hinting them measured slower.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** `source` with the hint at its top; a source that has it already is returned as it is. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Puts the hint at the top of each of `nextDir`'s root main files, once (running it twice changes nothing); returns
 * the files, relative to `nextDir`. Throws, naming what is missing, when the build has no such list or a file in it
 * is absent: a build made some other way, to be built again with `npm run build`.
 */
export function addCompileHints(nextDir) {
  const manifestPath = path.join(nextDir, "build-manifest.json");
  if (!fs.existsSync(manifestPath))
    throw new Error(`${manifestPath} is missing: run \`next build\` (npm run build) before this script.`);
  const files = JSON.parse(fs.readFileSync(manifestPath, "utf8")).rootMainFiles;
  if (!Array.isArray(files) || files.length === 0)
    throw new Error(`${manifestPath} names no rootMainFiles: this is not a build of the App Router that it knows.`);
  const missing = files.filter((file) => !fs.existsSync(path.join(nextDir, file)));
  if (missing.length) throw new Error(`The build names scripts it does not have: ${missing.join(", ")}`);
  for (const file of files) {
    const full = path.join(nextDir, file);
    const source = fs.readFileSync(full, "utf8");
    const hinted = withCompileHint(source);
    if (hinted !== source) fs.writeFileSync(full, hinted);
  }
  return files;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = addCompileHints(".next");
  console.log(`Compile hint at the top of ${files.length} scripts every page runs at load: ${files.join(", ")}`);
}

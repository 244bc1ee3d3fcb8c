// `npm run test:mutation [module or folder…] [-- stryker options]`: StrykerJS over the unit tests, on demand (never part of
// `npm test`). StrykerJS 10 needs Node ≥ 22; under an older Node this script installs the official Node build that
// the npm registry publishes as `node-<platform>-<arch>` into node_modules/.cache/mutation-node (once, pinned
// below) and runs Stryker with it, leaving the system's Node alone. See docs/testing.md.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const NODE_VERSION = "24.21.0";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function nodeForStryker() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = path.join(root, "node_modules", ".cache", "mutation-node");
  const binary = path.join(cache, "node_modules", pkg, "bin", "node");
  const wanted = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout?.trim();
  if (wanted !== `v${NODE_VERSION}`) {
    console.log(`StrykerJS needs Node ≥ 22 (this is ${process.version}): installing ${pkg}@${NODE_VERSION} from npm into ${path.relative(root, cache)}`);
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, "package.json"), '{ "private": true }\n');
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const install = spawnSync(npm, ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `${pkg}@${NODE_VERSION}`], { cwd: cache, stdio: "inherit" });
    if (install.status !== 0 || !existsSync(binary)) {
      console.error(`Could not install ${pkg}@${NODE_VERSION}. Run this command with Node ≥ 22 instead.`);
      process.exit(1);
    }
  }
  return binary;
}

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith("-"));
const modules = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
for (const file of modules) {
  if (!existsSync(path.join(root, file))) {
    console.error(`No such module: ${file} (give paths from the repository root, such as lib/questions/ids.ts or lib/questions)`);
    process.exit(2);
  }
}

/** A folder stands for its modules: its .ts/.tsx files and its subfolders', without tests and test helpers. */
function modulesOf(entry) {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true }).flatMap((child) => {
    const relative = path.join(entry, child.name).split(path.sep).join("/");
    if (child.isDirectory()) return child.name === "testing" ? [] : modulesOf(relative);
    return /\.tsx?$/.test(child.name) && !/\.(test|d)\.tsx?$/.test(child.name) ? [relative] : [];
  });
}
const mutated = modules.flatMap(modulesOf);

// Mutation testing keeps every core it is given busy for minutes: run it, and the test processes it starts
// (which inherit this), behind interactive work. MUTATION_NICE=0 runs it at normal priority.
try {
  setPriority(Number(process.env.MUTATION_NICE ?? 15));
} catch {
  // Not permitted here (lowering priority always is on Linux): run at normal priority.
}

const stryker = path.join(root, "node_modules", "@stryker-mutator", "core", "bin", "stryker.js");
const run = spawnSync(
  nodeForStryker(),
  [stryker, "run", "stryker.config.mjs", ...(mutated.length > 0 ? ["--mutate", mutated.join(",")] : []), ...options],
  { cwd: root, stdio: "inherit" },
);
process.exit(run.status ?? 1);

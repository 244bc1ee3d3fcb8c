// `npm run test:mutation [module or folder… | @group…] [-- stryker options]`: StrykerJS over the unit tests, on
// demand (never part of `npm test`). With no module, every group of the plan (scripts/mutation-plan.mjs: the goal
// docs/testing.md names) runs in turn with its own tests, and the table of every group's last report is written to
// reports/mutation/summary.md; `-- --plan` prints the plan's commands instead, `-- --summary` only the table.
// StrykerJS 10 needs Node ≥ 22; under an older Node this script installs the official Node build that the npm
// registry publishes as `node-<platform>-<arch>` into node_modules/.cache/mutation-node (once, pinned below) and
// runs Stryker with it, leaving the system's Node alone. See docs/testing.md.
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { setPriority } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { groupModules, modulesOf, PLAN, summarise, summaryTable } from "./mutation-plan.mjs";

const NODE_VERSION = "24.21.0";
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

function nodeForStryker() {
  if (Number(process.versions.node.split(".")[0]) >= 22) return process.execPath;
  const pkg = `node-${process.platform}-${process.arch}`;
  const cache = path.join(root, "node_modules", ".cache", "mutation-node");
  const binary = path.join(cache, "node_modules", pkg, "bin", "node");
  const wanted = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout?.trim();
  if (wanted !== `v${NODE_VERSION}`) {
    console.log(
      `StrykerJS needs Node ≥ 22 (this is ${process.version}): installing ` +
        `${pkg}@${NODE_VERSION} from npm into ${path.relative(root, cache)}`,
    );
    mkdirSync(cache, { recursive: true });
    writeFileSync(path.join(cache, "package.json"), '{ "private": true }\n');
    const npm = process.platform === "win32" ? "npm.cmd" : "npm";
    const install = spawnSync(
      npm,
      ["install", "--no-save", "--no-package-lock", "--no-audit", "--no-fund", `${pkg}@${NODE_VERSION}`],
      { cwd: cache, stdio: "inherit" },
    );
    if (install.status !== 0 || !existsSync(binary)) {
      console.error(`Could not install ${pkg}@${NODE_VERSION}. Run this command with Node ≥ 22 instead.`);
      process.exit(1);
    }
  }
  return binary;
}

const args = process.argv.slice(2);
const firstOption = args.findIndex((arg) => arg.startsWith("-"));
const targets = firstOption === -1 ? args : args.slice(0, firstOption);
const options = firstOption === -1 ? [] : args.slice(firstOption);
const planOnly = options.includes("--plan");
const summaryOnly = options.includes("--summary");

// Modules and folders name an ad-hoc run (MUTATION_TESTS from the environment); `@name` a group of the plan; nothing at
// all, every group of the plan, one after the other.
const named = targets.filter((target) => target.startsWith("@")).map((target) => target.slice(1));
const paths = targets.filter((target) => !target.startsWith("@"));
if (named.length > 0 && paths.length > 0) {
  console.error("Give either modules and folders or @groups, not both.");
  process.exit(2);
}
for (const name of named) {
  if (!PLAN.some((group) => group.name === name)) {
    console.error(`No such group: @${name} (the plan's groups: ${PLAN.map((group) => `@${group.name}`).join(", ")})`);
    process.exit(2);
  }
}
for (const file of paths) {
  if (!existsSync(path.join(root, file))) {
    console.error(
      `No such module: ${file} (give paths from the repository root, such as lib/questions/ids.ts or lib/questions)`,
    );
    process.exit(2);
  }
}
const groups = paths.length > 0 ? [] : PLAN.filter((group) => named.length === 0 || named.includes(group.name));

if (planOnly) {
  for (const group of groups) {
    console.log(`@${group.name}${group.why ? ` (${group.why})` : ""}`);
    console.log(
      `  MUTATION_TESTS='${group.tests.join(",")}' npm run test:mutation ` +
        `${groupModules(root, group).join(" ")}${group.options?.length ? ` -- ${group.options.join(" ")}` : ""}`,
    );
  }
  process.exit(0);
}

// Mutation testing keeps every core it is given busy for minutes: run it, and the test processes it starts
// (which inherit this), behind interactive work. MUTATION_NICE=0 runs it at normal priority.
try {
  setPriority(Number(process.env.MUTATION_NICE ?? 15));
} catch {
  // Not permitted here (lowering priority always is on Linux): run at normal priority.
}

const stryker = path.join(root, "node_modules", "@stryker-mutator", "core", "bin", "stryker.js");
const node = nodeForStryker();
const reports = path.join(root, "reports", "mutation");

function runStryker(mutate, strykerOptions, env) {
  return spawnSync(
    node,
    [
      stryker,
      "run",
      "stryker.config.mjs",
      ...(mutate.length > 0 ? ["--mutate", mutate.join(",")] : []),
      ...strykerOptions,
    ],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    },
  ).status;
}

if (groups.length === 0)
  process.exit(
    runStryker(
      paths.flatMap((entry) => modulesOf(root, entry)),
      options,
      {},
    ) ?? 1,
  );

// The plan: each group's report is kept as reports/mutation/groups/<name>.json (and .html).
mkdirSync(path.join(reports, "groups"), { recursive: true });
let failed = 0;
for (const group of summaryOnly ? [] : groups) {
  console.log(`\n=== @${group.name}: ${groupModules(root, group).length} modules, tests ${group.tests.join(", ")} ===`);
  const status = runStryker(groupModules(root, group), [...(group.options ?? []), ...options], {
    MUTATION_TESTS: group.tests.join(","),
  });
  if (status !== 0) {
    console.error(`@${group.name} failed (exit ${status}); the table keeps its last report, if any.`);
    failed += 1;
    continue;
  }
  for (const extension of ["json", "html"])
    copyFileSync(
      path.join(reports, `mutation.${extension}`),
      path.join(reports, "groups", `${group.name}.${extension}`),
    );
}
// The table covers every group's last report, this run's and earlier ones' (each group's time is said), so groups
// run one at a time add up to the whole plan.
const reported = PLAN.map((group) => ({ group, file: path.join(reports, "groups", `${group.name}.json`) })).filter(
  ({ file }) => existsSync(file),
);
const table = summaryTable(summarise(reported.map(({ file }) => JSON.parse(readFileSync(file, "utf8")))));
const measured = reported
  .map(({ group, file }) => `@${group.name} ${statSync(file).mtime.toISOString().slice(0, 16).replace("T", " ")} UTC`)
  .join(", ");
writeFileSync(path.join(reports, "summary.md"), `${table}\n\nMeasured: ${measured}.\n`);
console.log(
  `\n${table}\n\nMeasured: ${measured} (written to ${path.relative(root, path.join(reports, "summary.md"))})`,
);
process.exit(failed > 0 ? 1 : 0);

// What `npm run test:mutation` measures when given no module: the goal of docs/testing.md, every module of
// lib/questions,
// lib/logic, lib/editor-store, the logic editor's model and lib/api's pipeline steps, in groups. Each group names
// the tests that measure it (MUTATION_TESTS: the module's own folder, so each score is a lower bound of the whole
// suite's) and its StrykerJS options. docs/reports/mutation-*.md record the scores; `summarise` turns StrykerJS's JSON
// reports into that table.
import { readdirSync, statSync } from "node:fs";
import path from "node:path";

const MODEL = "components/editor/logic-editor/model";
const LOGIC_EDITOR = "components/editor/logic-editor";

/**
 * @typedef {{ name: string, modules: string[], tests: string[], options?: string[], why?: string }} Group
 * A folder in `modules` stands for its modules but those another group names; a test entry starting with "!"
 * leaves those tests out.
 * @type {Group[]}
 */
export const PLAN = [
  {
    name: "api",
    modules: [
      "lib/api/authenticate.ts",
      "lib/api/body.ts",
      "lib/api/collection.ts",
      "lib/api/conditional.ts",
      "lib/api/endpoint.ts",
      "lib/api/errors.ts",
      "lib/api/fields.ts",
      "lib/api/forwarded-for.ts",
      "lib/api/http-date.ts",
      "lib/api/negotiate.ts",
      "lib/api/range.ts",
      "lib/api/representations.ts",
      "lib/api/schemas.ts",
    ],
    tests: ["lib/api/*.test.ts"],
  },
  {
    name: "throttles",
    modules: [
      "lib/api/throttle.ts",
      "lib/rate-limit/address-group.ts",
      "lib/rate-limit/hit-store.ts",
      "lib/auth/sign-in-throttle.ts",
    ],
    tests: [
      "lib/api/throttle.test.ts",
      "lib/rate-limit/address-group.test.ts",
      "lib/rate-limit/hit-store.test.ts",
      "lib/auth/sign-in-throttle.test.ts",
    ],
  },
  {
    name: "validate-values",
    modules: ["lib/questions/validate-values.ts"],
    tests: ["lib/questions/validate-values.test.ts", "lib/questions/error-messages.test.ts"],
    why: "validateValues is reached by a dozen test files; with its own two a run takes minutes instead of an hour",
  },
  {
    name: "questions",
    modules: ["lib/questions"],
    tests: ["lib/questions/*.test.ts"],
    options: ["--ignoreStatic"],
    why:
      "static mutants (module-level tables and schemas, a third of the " +
      "folder's) nearly double its run time: 16 min instead of 9 on 26 " +
      "November; nearly all of metadata.ts's and schema.ts's mutants are " +
      "static",
  },
  {
    name: "editor-store",
    modules: ["lib/editor-store"],
    tests: ["lib/editor-store/*.test.ts"],
    options: ["--ignoreStatic"],
  },
  {
    name: "logic",
    modules: ["lib/logic"],
    tests: ["lib/logic/*.test.ts", "!lib/logic/mongo-differential.test.ts"],
    options: ["--ignoreStatic"],
    why:
      "without the differential test against MongoDB's semantics, which costs " +
      "seconds per mutant (leaving tests out can only lower a score)",
  },
  {
    name: "rule-tree",
    modules: [`${MODEL}/rule-tree.ts`],
    tests: [`${MODEL}/rule-tree.test.ts`, `${LOGIC_EDITOR}/rule-edit.test.ts`],
  },
  {
    name: "model",
    modules: [MODEL],
    tests: [
      `${MODEL}/code-assist.test.ts`,
      `${MODEL}/code-markers.test.ts`,
      `${MODEL}/operator-docs.test.ts`,
      `${MODEL}/option-values.test.ts`,
      `${MODEL}/rule-operators.test.ts`,
      `${LOGIC_EDITOR}/rule-edit.test.ts`,
      `${LOGIC_EDITOR}/code/monaco-adapter.test.ts`,
    ],
    why: "without rule-tree.test.ts's property tests, which each mutant of rule-operators.ts would run for 1 s",
  },
];

/** A folder stands for its modules: its .ts/.tsx files and its subfolders', without tests and test helpers. */
export function modulesOf(root, entry) {
  const full = path.join(root, entry);
  if (!statSync(full).isDirectory()) return [entry];
  return readdirSync(full, { withFileTypes: true })
    .flatMap((child) => {
      const relative = path.join(entry, child.name).split(path.sep).join("/");
      if (child.isDirectory()) return child.name === "testing" ? [] : modulesOf(root, relative);
      return /\.tsx?$/.test(child.name) && !/\.(test|d)\.tsx?$/.test(child.name) ? [relative] : [];
    })
    .sort();
}

/** The modules a group mutates: its files, and its folders' modules that no group names as a file. */
export function groupModules(root, group, plan = PLAN) {
  const named = new Set(plan.flatMap((other) => other.modules.filter((entry) => /\.tsx?$/.test(entry))));
  return group.modules.flatMap((entry) =>
    /\.tsx?$/.test(entry) ? [entry] : modulesOf(root, entry).filter((module) => !named.has(module)),
  );
}

const COUNTED = ["Killed", "Timeout", "Survived", "NoCoverage"];

/**
 * Per module of StrykerJS's JSON reports (the mutation-testing-report schema): killed, timed out, survived, without
 * coverage, static mutants left out (`--ignoreStatic`), mutants disabled in the source (each with its reason: an
 * equivalent mutant), and the score
 * (killed + timeout) / (killed + timeout + survived + no coverage), or null when nothing counts. Mutants that could
 * not run (compile or runtime errors) are left out, as StrykerJS does.
 */
export function summarise(reports) {
  const rows = new Map();
  for (const report of reports) {
    for (const [file, { mutants }] of Object.entries(report.files)) {
      const row = rows.get(file) ?? {
        module: file,
        Killed: 0,
        Timeout: 0,
        Survived: 0,
        NoCoverage: 0,
        Static: 0,
        Disabled: 0,
      };
      for (const mutant of mutants) {
        if (mutant.status === "Ignored")
          row[/^Static mutant/.test(mutant.statusReason ?? "") ? "Static" : "Disabled"] += 1;
        else if (mutant.status in row) row[mutant.status] += 1;
      }
      rows.set(file, row);
    }
  }
  return [...rows.values()]
    .map((row) => {
      const counted = COUNTED.reduce((sum, status) => sum + row[status], 0);
      return { ...row, score: counted === 0 ? null : ((row.Killed + row.Timeout) / counted) * 100 };
    })
    .sort((a, b) => a.module.localeCompare(b.module));
}

/** The rows as the Markdown table of the reports (docs/reports/mutation-*.md). */
export function summaryTable(rows) {
  const lines = [
    "| module | killed | timeout | survived | no coverage | static, left out | disabled (equivalent) | score |",
    "|---|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    const score = row.score === null ? "n/a" : `${row.score.toFixed(1)} %`;
    lines.push(
      `| \`${row.module}\` | ${row.Killed} | ${row.Timeout} | ${row.Survived} ` +
        `| ${row.NoCoverage} | ${row.Static} | ${row.Disabled} | ${score} ` +
        `|`,
    );
  }
  return lines.join("\n");
}

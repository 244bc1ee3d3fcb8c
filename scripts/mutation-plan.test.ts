// The mutation plan measures what the goal of docs/testing.md names, each module once, with tests that exist; and its
// summary
// counts a report's mutants the way StrykerJS scores them.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { groupModules, modulesOf, PLAN, summarise, summaryTable } from "./mutation-plan.mjs";

const root = path.resolve(__dirname, "..");
type Group = { name: string; modules: string[]; tests: string[]; options?: string[] };
type Row = {
  module: string;
  Killed: number;
  Timeout: number;
  Survived: number;
  NoCoverage: number;
  Static: number;
  Disabled: number;
  score: number | null;
};
const plan = PLAN as Group[];

describe("the plan", () => {
  const measured = plan.flatMap((group) => groupModules(root, group) as string[]);

  it("mutates every module of the goal's folders and lib/api's pipeline steps, each in one group only", () => {
    const goal = [
      ...(modulesOf(root, "lib/questions") as string[]),
      ...(modulesOf(root, "lib/logic") as string[]),
      ...(modulesOf(root, "lib/editor-store") as string[]),
      ...(modulesOf(root, "components/editor/logic-editor/model") as string[]),
    ];
    for (const entry of goal) expect(measured, entry).toContain(entry);
    for (const step of [
      "lib/api/range.ts",
      "lib/api/conditional.ts",
      "lib/api/throttle.ts",
      "lib/api/authenticate.ts",
      "lib/api/endpoint.ts",
      "lib/auth/sign-in-throttle.ts",
    ])
      expect(measured).toContain(step);
    expect(measured.length).toBe(new Set(measured).size);
  });

  it("names a folder's module that another group measures only in that group", () => {
    const questions = plan.find((group) => group.name === "questions")!;
    expect(groupModules(root, questions)).not.toContain("lib/questions/validate-values.ts");
    expect(groupModules(root, questions)).toContain("lib/questions/ids.ts");
    const model = plan.find((group) => group.name === "model")!;
    expect(groupModules(root, model)).not.toContain("components/editor/logic-editor/model/rule-tree.ts");
  });

  it("expands folders without tests, declarations or test helpers", () => {
    const modules = modulesOf(root, "lib/logic") as string[];
    expect(modules).toContain("lib/logic/compile.ts");
    expect(modules.filter((entry) => /\.test\.tsx?$|\.d\.ts$|\/testing\//.test(entry))).toEqual([]);
    expect(modulesOf(root, "lib/logic/compile.ts")).toEqual(["lib/logic/compile.ts"]);
  });

  it("gives each group tests that exist, beside the modules it mutates", () => {
    for (const group of plan) {
      for (const entry of group.tests) {
        const pattern = entry.replace(/^!/, "");
        const folder = path.posix.dirname(pattern);
        const name = new RegExp(`^${path.posix.basename(pattern).replace(/\./g, "\\.").replace(/\*/g, ".*")}$`);
        const files = fs.readdirSync(path.join(root, folder)).filter((file) => name.test(file));
        expect(files.length, `${group.name}: ${pattern}`).toBeGreaterThan(0);
      }
    }
  });
});

describe("summarise", () => {
  const mutants = (...statuses: string[]) =>
    statuses.map((status, index) =>
      status === "Static"
        ? { id: String(index), status: "Ignored", statusReason: 'Static mutant (and "ignoreStatic" was enabled)' }
        : status === "Ignored"
          ? { id: String(index), status, statusReason: "equivalent — a reason" }
          : { id: String(index), status },
    );

  it("scores killed and timed-out mutants against all that ran, per module, over several reports", () => {
    const rows = summarise([
      {
        files: {
          "lib/b.ts": {
            mutants: mutants(
              "Killed",
              "Killed",
              "Survived",
              "Timeout",
              "NoCoverage",
              "Ignored",
              "Static",
              "Static",
              "CompileError",
              "RuntimeError",
            ),
          },
        },
      },
      { files: { "lib/a.ts": { mutants: mutants("Killed", "Survived", "Survived", "Survived") } } },
    ]) as Row[];
    expect(rows).toEqual([
      { module: "lib/a.ts", Killed: 1, Timeout: 0, Survived: 3, NoCoverage: 0, Static: 0, Disabled: 0, score: 25 },
      { module: "lib/b.ts", Killed: 2, Timeout: 1, Survived: 1, NoCoverage: 1, Static: 2, Disabled: 1, score: 60 },
    ]);
  });

  it("adds up a module measured in two reports, and has no score for a module whose mutants all were left out", () => {
    const rows = summarise([
      { files: { "lib/a.ts": { mutants: mutants("Killed") } } },
      {
        files: {
          "lib/a.ts": { mutants: mutants("Survived") },
          "lib/c.ts": { mutants: mutants("Ignored", "Static", "RuntimeError") },
        },
      },
    ]) as Row[];
    expect(rows.map((row) => [row.module, row.Killed, row.Survived, row.score])).toEqual([
      ["lib/a.ts", 1, 1, 50],
      ["lib/c.ts", 0, 0, null],
    ]);
  });

  it("prints the table the mutation reports hold (docs/reports/mutation-*.md)", () => {
    const table = summaryTable(
      summarise([
        {
          files: {
            "lib/a.ts": { mutants: mutants("Killed", "Killed", "Survived") },
            "lib/c.ts": { mutants: mutants("Ignored", "Static") },
          },
        },
      ]),
    ) as string;
    expect(table.split("\n")).toEqual([
      "| module | killed | timeout | survived | no coverage | static, left out | disabled (equivalent) | score |",
      "|---|---:|---:|---:|---:|---:|---:|---:|",
      "| `lib/a.ts` | 2 | 0 | 1 | 0 | 0 | 0 | 66.7 % |",
      "| `lib/c.ts` | 0 | 0 | 0 | 0 | 1 | 1 | n/a |",
    ]);
  });
});

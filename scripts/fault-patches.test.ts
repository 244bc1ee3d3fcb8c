// The fault patches (e2e/fault-patches/*.patch, docs/testing.md "Fault patches" and docs/security.md's regression
// proof) each take one feature or fix out so that its tests can be seen failing. They are only worth keeping while
// they still apply: a move or a reformat of the code they touch must remake them, and this test says which.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "..");
const folder = path.join(root, "e2e", "fault-patches");
const patches = fs.readdirSync(folder).filter((name) => name.endsWith(".patch"));

describe("the fault patches", () => {
  it("are there", () => {
    expect(patches.length).toBeGreaterThan(0);
  });

  it.each(patches)("%s applies to the tree as it is", (name) => {
    const check = () =>
      execFileSync("git", ["apply", "--check", path.join("e2e", "fault-patches", name)], {
        cwd: root,
        stdio: "pipe",
      });
    expect(check).not.toThrow();
  });

  it.each(patches)("%s changes at least one line", (name) => {
    const changed = fs
      .readFileSync(path.join(folder, name), "utf8")
      .split("\n")
      .filter((line) => /^[+-]/.test(line) && !/^(\+\+\+|---) /.test(line));
    expect(changed.length).toBeGreaterThan(0);
  });
});

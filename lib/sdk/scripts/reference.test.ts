// docs/sdk-reference is generated from the SDK's doc comments (`npm run docs:sdk`): it must say what the code says.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..", "..", "..");

it("docs/sdk-reference is what `npm run docs:sdk` generates from the current doc comments, with no warning", () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "capture-sdk-reference-"));
  try {
    const result = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "typedoc"),
      ["--options", "lib/sdk/typedoc.json", "--out", out],
      { cwd: ROOT, encoding: "utf8" },
    );
    expect(result.stdout + result.stderr).not.toMatch(/\[warning\]|\[error\]/);
    expect(result.status).toBe(0);
    const generated = fs.readFileSync(path.join(out, "README.md"), "utf8");
    const committed = fs.readFileSync(path.join(ROOT, "docs", "sdk-reference", "README.md"), "utf8");
    expect(generated === committed, "docs/sdk-reference is stale: run `npm run docs:sdk` and commit it").toBe(true);
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 120_000);

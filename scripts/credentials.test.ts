import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-cli-"));
const run = (...args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/credentials.ts", ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" }, encoding: "utf8" });

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe("npm run credentials", () => {
  it("creates the companies and a client, printing one JSON line; run twice it adds a second client", () => {
    const first = run("--company", "acme", "--company", "globex");
    expect(first.status).toBe(0);
    const lines = first.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const credentials = JSON.parse(lines[0]);
    expect(credentials).toMatchObject({ clientId: expect.stringMatching(/^cs_/), clientSecret: expect.any(String), companies: ["acme", "globex"] });
    const second = JSON.parse(run("--company", "acme").stdout);
    expect(second.clientId).not.toBe(credentials.clientId);
    expect(second.companies).toEqual(["acme"]);
  });

  it.each([[[]], [["--company"]], [["--company", "bad name"]], [["--nope"]]])("refuses %j with a usage line and exit 1", (args) => {
    const result = run(...args);
    expect(result.status).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
  });
});

import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-cli-"));
const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
const tsx = (script: string, ...args: string[]) =>
  spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), [script, ...args], { cwd: ROOT, env, encoding: "utf8" });
const run = (...args: string[]) => tsx("scripts/credentials.ts", ...args);

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

// Each run opens the embedded database anew (seconds on a busy machine).
describe("npm run credentials", { timeout: 300_000 }, () => {
  it("creates the companies and a client, printing one JSON line; run twice it adds a second client", () => {
    const first = run("--company", "acme", "--company", "globex");
    expect(first.status).toBe(0);
    const lines = first.stdout.trim().split("\n");
    expect(lines).toHaveLength(1);
    const credentials = JSON.parse(lines[0]);
    expect(credentials).toMatchObject({
      clientId: expect.stringMatching(/^cs_/),
      clientSecret: expect.any(String),
      companies: ["acme", "globex"],
    });
    const second = JSON.parse(run("--company", "acme").stdout);
    expect(second.clientId).not.toBe(credentials.clientId);
    expect(second.companies).toEqual(["acme"]);
  });

  it(
    "prints a one-time claim code for each company nobody belongs to yet, a " +
      "new one on each run, expiring in 7 days",
    () => {
      const first = JSON.parse(run("--company", "initech").stdout);
      expect(Object.keys(first.claimCodes)).toEqual(["initech"]);
      expect(first.claimCodes.initech).toMatch(/^claim_[A-Za-z0-9_-]{20}$/);
      const days = (Date.parse(first.claimCodesExpire) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThanOrEqual(7);
      const second = JSON.parse(run("--company", "initech").stdout);
      expect(second.claimCodes.initech).not.toBe(first.claimCodes.initech);
    },
  );

  it(
    "refuses a company somebody made in the studio first (nothing is " + "created), unless --existing says it is meant",
    () => {
      const seeded = tsx(
        "tests/support/seed-people.ts",
        JSON.stringify([
          { email: "owner@taken.example", password: "a long enough passphrase", companies: [["taken", "owner"]] },
        ]),
      );
      expect(seeded.status, seeded.stderr).toBe(0);
      const refused = run("--company", "fresh", "--company", "taken");
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe("");
      expect(refused.stderr).toContain('The company "taken" already has members');
      expect(refused.stderr).toContain("--existing");
      // Nothing was created: "fresh" is still new, so the next run gives it a claim code.
      expect(JSON.parse(run("--company", "fresh").stdout).claimCodes).toHaveProperty("fresh");
      const meant = run("--company", "taken", "--existing");
      expect(meant.status).toBe(0);
      const printed = JSON.parse(meant.stdout);
      expect(printed).toMatchObject({ clientId: expect.stringMatching(/^cs_/), companies: ["taken"] });
      expect(printed.claimCodes).toBeUndefined();
    },
  );

  it.each([[[]], [["--company"]], [["--company", "bad name"]], [["--nope"]]])(
    "refuses %j with a usage line and exit 1",
    (args) => {
      const result = run(...args);
      expect(result.status).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr.trim().split("\n")).toHaveLength(1);
    },
  );
});

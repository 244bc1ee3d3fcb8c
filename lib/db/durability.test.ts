// The embedded database keeps what it acknowledged: across close/reopen, across SIGKILL mid-write, and it has one
// owner at a time (a second process stops with the lock's one line).
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeDb } from "./client";
import { ensureCompany } from "./repositories/companies";
import { createEvent, getEvent, pageEvents } from "./repositories/events";

const input = { name: "Durable", type: "standard" as const, questions: [] };
// A child that writes events in a loop and prints each id once the write is acknowledged.
const writer = `
  const { ensureCompany } = require("./lib/db/repositories/companies");
  const { createEvent } = require("./lib/db/repositories/events");
  (async () => {
    const { company } = await ensureCompany("durable");
    for (;;) {
      const e = await createEvent(company.id, { name: "w", type: "standard", questions: [] });
      console.log(e.id);
    }
  })();
`;

describe("the embedded database", () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-durable-"));
    process.env.DATA_DIR = dir;
    delete process.env.DATABASE_URL;
  });
  afterAll(async () => {
    await closeDb();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keeps rows across close and reopen, and releases the lock on close", async () => {
    const { company } = await ensureCompany("keeper");
    const event = await createEvent(company.id, input);
    await closeDb();
    expect(fs.readdirSync(dir)).not.toContain("capture-studio.lock");
    expect(await getEvent(company.id, event.id)).toEqual({ status: "found", value: event });
  });

  it("stops a second process on the locked DATA_DIR with one line naming the owner", async () => {
    await ensureCompany("keeper");
    const result = spawnSync("npx", ["tsx", "scripts/credentials.ts", "--company", "demo"], {
      env: { ...process.env },
      encoding: "utf8",
    });
    expect(result.status).not.toBe(0);
    expect(result.stdout).toBe("");
    const lines = result.stderr.split("\n").filter((line) => line.trim() && !line.startsWith("npm warn"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`in use by process ${process.pid}`);
  }, 60_000);

  it("loses no acknowledged write when the writer is killed with SIGKILL", async () => {
    await closeDb();
    const child = spawn("npx", ["tsx", "-e", writer], {
      env: { ...process.env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    const acknowledged: number[] = [];
    let buffered = "";
    let killed = false;
    await new Promise<void>((resolve, reject) => {
      child.on("error", reject);
      child.on("exit", () => resolve());
      child.stdout.on("data", (chunk: Buffer) => {
        buffered += chunk.toString();
        const lines = buffered.split("\n");
        buffered = lines.pop() ?? "";
        acknowledged.push(...lines.filter(Boolean).map(Number));
        // npx runs tsx which runs node: kill the process that holds the lock, i.e. the one writing.
        if (acknowledged.length >= 50 && !killed) {
          killed = true;
          const owner = JSON.parse(fs.readFileSync(path.join(dir, "capture-studio.lock"), "utf8")) as { pid: number };
          process.kill(owner.pid, "SIGKILL");
        }
      });
    });
    expect(acknowledged.length).toBeGreaterThanOrEqual(50);
    // The killed writer left its lock behind: reopening takes over a dead process's lock.
    expect(fs.readdirSync(dir)).toContain("capture-studio.lock");
    const { company } = await ensureCompany("durable");
    const page = await pageEvents(company.id, { offset: 0, limit: 1000 });
    const stored = new Set(page?.items.map((event) => event.id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  }, 120_000);
});

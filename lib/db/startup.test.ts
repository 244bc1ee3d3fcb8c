// startDatabase: seeds the demo data once and prints its client once; bad configuration is one StartupError line.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDb } from "./client";
import { verifyApiClient } from "./repositories/api-clients";
import { getCompanyByUsername } from "./repositories/companies";
import { eventsSummary } from "./repositories/events";
import { StartupError, startDatabase } from "./startup";

const dirs: string[] = [];
function useDataDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-startup-"));
  dirs.push(dir);
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  return dir;
}

afterEach(async () => {
  await closeDb();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe("startDatabase", () => {
  it("seeds the demo company, event and a working client once, and prints the client only the first time", async () => {
    useDataDir();
    const first: string[] = [];
    await startDatabase({ log: (line) => first.push(line) });
    const printed = first.join("\n");
    const clientId = /client id:\s+(\S+)/.exec(printed)?.[1];
    const clientSecret = /client secret:\s+(\S+)/.exec(printed)?.[1];
    expect(printed).toContain("/api/auth");
    const demo = await getCompanyByUsername("demo");
    expect(demo?.name).toBe("Demo Events Ltd");
    expect((await eventsSummary(demo!.id)).total).toBe(1);
    expect((await verifyApiClient(clientId!, clientSecret!))?.companies.map((c) => c.username)).toEqual(["demo"]);

    await closeDb();
    const second: string[] = [];
    await startDatabase({ log: (line) => second.push(line) });
    expect(second.join("\n")).not.toContain("client secret");
    expect((await eventsSummary(demo!.id)).total).toBe(1);
  });

  it(
    "says what it does before each slow step: creating the database on a first start, opening it later",
    { timeout: 120_000 },
    async () => {
      const dir = useDataDir();
      const first: string[] = [];
      await startDatabase({
        log: (line) => first.push(line),
      });
      expect(first[0]).toBe(
        `Creating the embedded database in ${path.resolve(dir)} (first start only: this takes up to a minute)…`,
      );
      expect(first[1]).toMatch(/^Database: embedded database in .+ \(ready in \d+\.\d s\)$/);
      expect(first[2]).toBe("Creating the demo data…");
      await closeDb();
      const second: string[] = [];
      await startDatabase({ log: (line) => second.push(line) });
      expect(second[0]).toBe(`Opening the embedded database in ${path.resolve(dir)} and applying migrations…`);
      expect(second).not.toContain("Creating the demo data…");
    },
  );

  it("names PostgreSQL, never its URL, before connecting to it", async () => {
    const { openingLine } = await import("./startup");
    const line = openingLine({ DATABASE_URL: "postgres://app:s3cret@db.internal/capture", DATA_DIR: "./.data" });
    expect(line).toContain("PostgreSQL");
    expect(line).not.toContain("s3cret");
  });

  it("stops with one line for a DATA_DIR that cannot be created", async () => {
    const dir = useDataDir();
    const file = path.join(dir, "a-file");
    fs.writeFileSync(file, "");
    process.env.DATA_DIR = path.join(file, "data");
    const failure = await startDatabase({ log: () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toMatch(/^DATA_DIR .*a-file\/data cannot be used \(ENOTDIR\)/);
    expect((failure as Error).message).not.toContain("\n");
  });

  it("stops with one line, without the password, for a DATABASE_URL that does not answer", async () => {
    process.env.DATABASE_URL = "postgres://app:s3cret@127.0.0.1:1/capture";
    const failure = await startDatabase({ log: () => undefined }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(StartupError);
    expect((failure as Error).message).toContain("127.0.0.1:1/capture (ECONNREFUSED)");
    expect((failure as Error).message).not.toContain("s3cret");
    expect((failure as Error).message).not.toContain("\n");
  });
});

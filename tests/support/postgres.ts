// A fresh database per test file or server on the test PostgreSQL cluster.
import { randomBytes } from "node:crypto";
import pg from "pg";

export async function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  // Imported here, not at the top: Playwright specs start PGlite servers through server.ts without Vitest.
  const { inject } = await import("vitest");
  const admin = inject("pgAdminUrl");
  const name = `capture_test_${randomBytes(6).toString("hex")}`;
  const client = new pg.Client({ connectionString: admin });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: admin });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/**
 * Points this process's `lib/db` at a fresh database of the given kind (a temporary DATA_DIR, or a new PostgreSQL
 * database) for in-process repository tests; returns what removes it (after closeDb()).
 */
export async function useFreshDatabase(
  database: "pglite" | "postgres",
  prefix = "capture-db-",
): Promise<() => Promise<void>> {
  if (database === "postgres") {
    const created = await createTestDatabase();
    process.env.DATABASE_URL = created.url;
    return created.drop;
  }
  const { default: fs } = await import("node:fs");
  const { default: os } = await import("node:os");
  const { default: path } = await import("node:path");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dir;
  delete process.env.DATABASE_URL;
  return async () => fs.rmSync(dir, { recursive: true, force: true });
}

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

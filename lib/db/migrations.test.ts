// Migrations upgrade a database that already holds data: 0002 fills in the member counts of collections that
// changed before counts were kept. Run on both databases, with drizzle's own migrator, as at start-up.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../tests/support/postgres";

const ALL = path.join(__dirname, "migrations");

/** A copy of the migrations folder holding only the first `count` migrations. */
function firstMigrations(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-migrations-"));
  fs.mkdirSync(path.join(dir, "meta"));
  const journal = JSON.parse(fs.readFileSync(path.join(ALL, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(dir, "meta", "_journal.json"), JSON.stringify(journal));
  for (const { tag } of journal.entries) fs.copyFileSync(path.join(ALL, `${tag}.sql`), path.join(dir, `${tag}.sql`));
  return dir;
}

const seed = `
  insert into companies (id, name, username, url_hash, app_passcode, last_modified) values
    (1, 'A', 'a', 'h', 'p', now()), (2, 'B', 'b', 'h', 'p', now());
  insert into events (id, company_id, name, type, questions, last_modified, deleted_at) values
    (1, 1, 'E1', 'standard', '[]', now(), null), (2, 1, 'E2', 'standard', '[]', now(), null),
    (3, 1, 'E3', 'standard', '[]', now(), now()), (4, 2, 'E4', 'standard', '[]', now(), null);
  insert into registrations (id, event_id, values, email, created, last_modified, deleted_at) values
    ('r1', 1, '{}', 'x@a', now(), now(), null), ('r2', 1, '{}', 'y@a', now(), now(), null),
    ('r3', 1, '{}', 'z@a', now(), now(), now());
  insert into collection_changes (key, last_modified) values
    ('events:1', now()), ('events:2', now()), ('registrations:1', now());
`;
const sizes = "select key, size from collection_changes order by key";
const expected = [
  { key: "events:1", size: 2 },
  { key: "events:2", size: 1 },
  { key: "registrations:1", size: 2 },
];

describe("migrations on a database with data", () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it("count the live members of existing collections (PGlite)", async () => {
    const before = firstMigrations(2);
    const client = await PGlite.create();
    cleanups.push(
      () => client.close(),
      () => fs.rmSync(before, { recursive: true, force: true }),
    );
    await migratePglite(drizzlePglite(client), { migrationsFolder: before });
    await client.exec(seed);
    await migratePglite(drizzlePglite(client), { migrationsFolder: ALL });
    expect((await client.query(sizes)).rows).toEqual(expected);
  });

  it("count the live members of existing collections (PostgreSQL)", async () => {
    const before = firstMigrations(2);
    const database = await createTestDatabase();
    const pool = new pg.Pool({ connectionString: database.url });
    cleanups.push(
      async () => {
        await pool.end();
        await database.drop();
      },
      () => fs.rmSync(before, { recursive: true, force: true }),
    );
    await migratePg(drizzlePg(pool), { migrationsFolder: before });
    await pool.query(seed);
    await migratePg(drizzlePg(pool), { migrationsFolder: ALL });
    expect((await pool.query(sizes)).rows).toEqual(expected);
  });
});

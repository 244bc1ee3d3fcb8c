// The database connection: embedded PGlite under DATA_DIR by default, a node-postgres pool when DATABASE_URL is
// set. The raw client is opened once per process and kept on globalThis, so the custom server (loading this file
// through tsx) and the Next.js bundle (its own copy of this module) share one connection and one lock.
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { Pool } from "pg";
import { readEnv } from "../env";
import { acquireDataDirLock } from "./lock";
import * as schema from "./schema";
import { StartupError } from "./startup-error";

/** The Drizzle API shared by both drivers (the PGlite driver implements the same query builder). */
export type Database = NodePgDatabase<typeof schema>;

type RawClient =
  | { kind: "pglite"; client: PGlite; release: () => void; location: string }
  | { kind: "postgres"; client: Pool; location: string };

const KEY = Symbol.for("capture-studio.db");
type Holder = { [KEY]?: Promise<RawClient> };
const holder = globalThis as Holder;

function migrationsFolder(): string {
  return path.join(process.cwd(), "lib", "db", "migrations");
}

/** `postgres://user:secret@host:5432/db` -> `host:5432/db`, never the password. */
function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || "5432"}${parsed.pathname}`;
  } catch {
    return "(unparseable DATABASE_URL)";
  }
}

async function openPglite(dataDir: string): Promise<RawClient> {
  const dir = path.resolve(dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? "error";
    throw new StartupError(
      `DATA_DIR ${dir} cannot be used (${code}). Set DATA_DIR to a writable folder, or fix its permissions.`,
    );
  }
  const release = acquireDataDirLock(dir);
  try {
    const { PGlite } = await import("@electric-sql/pglite");
    const client = await PGlite.create(path.join(dir, "pgdata"));
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    return { kind: "pglite", client, release, location: dir };
  } catch (error) {
    release();
    if (error instanceof StartupError) throw error;
    throw new StartupError(
      `The embedded database in ${dir} could not be opened (${(error as Error).message}). ` +
        `Check the folder, or move it aside to start afresh.`,
    );
  }
}

async function openPostgres(url: string): Promise<RawClient> {
  const { Pool } = await import("pg");
  const pool = new Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  // An idle client's error (server restart) must not crash the process; the pool replaces it.
  pool.on("error", () => undefined);
  try {
    await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: migrationsFolder() });
  } catch (error) {
    await pool.end().catch(() => undefined);
    throw new StartupError(
      `Cannot use PostgreSQL at ${describeUrl(url)} (${rootCause(error)}). ` +
        `Check DATABASE_URL and that the server is running.`,
    );
  }
  return { kind: "postgres", client: pool, location: describeUrl(url) };
}

function openRaw(): Promise<RawClient> {
  let pending = holder[KEY];
  if (!pending) {
    const env = readEnv();
    pending = env.DATABASE_URL ? openPostgres(env.DATABASE_URL) : openPglite(env.DATA_DIR);
    holder[KEY] = pending;
    // Forget a failed open so that a later call can try again.
    pending.catch(() => {
      if (holder[KEY] === pending) delete holder[KEY];
    });
  }
  return pending;
}

const wrapped = new WeakMap<object, Database>();

/** The Drizzle database; opens (and migrates) the connection on first use. */
export async function getDb(): Promise<Database> {
  const raw = await openRaw();
  let db = wrapped.get(raw.client);
  if (!db) {
    db = (raw.kind === "pglite"
      ? drizzlePglite(raw.client, { schema })
      : drizzlePg(raw.client, { schema })) as unknown as Database;
    wrapped.set(raw.client, db);
  }
  return db;
}

/**
 * The embedded database's connection, which this process alone may open (its DATA_DIR lock), so this process is
 * its only writer; null on PostgreSQL, where other processes may write too.
 */
export async function soleWriterConnection(): Promise<object | null> {
  const raw = await openRaw();
  return raw.kind === "pglite" ? raw.client : null;
}

/**
 * The rows of one SQL statement run on the driver itself, as objects with the driver's own types (timestamps as
 * Dates, json as values): for the few statements the query builder cannot say. On PostgreSQL it is the named
 * statement `name`, prepared once per connection of the pool; `text` must be the same for every call of a name.
 */
export async function rawRows<T>(name: string, text: string, values: unknown[]): Promise<T[]> {
  const raw = await openRaw();
  if (raw.kind === "pglite") return (await raw.client.query<T>(text, values)).rows;
  return (await raw.client.query<T & object>({ name, text, values })).rows;
}

/** Which database is in use, for start-up messages: `embedded database in <dir>` or `PostgreSQL at host:port/db`. */
export async function describeDb(): Promise<string> {
  const raw = await openRaw();
  return raw.kind === "pglite" ? `embedded database in ${raw.location}` : `PostgreSQL at ${raw.location}`;
}

/** Closes the connection (and releases the DATA_DIR lock); the next getDb() opens it again. */
export async function closeDb(): Promise<void> {
  const pending = holder[KEY];
  if (!pending) return;
  delete holder[KEY];
  const raw = await pending.catch(() => null);
  if (!raw) return;
  if (raw.kind === "pglite") {
    await raw.client.close();
    raw.release();
  } else {
    await raw.client.end();
  }
}

/** The innermost reason of a failure (drizzle wraps driver errors in `cause`): an error code, or its message. */
function rootCause(error: unknown): string {
  let current = error as { code?: string; message?: string; cause?: unknown } | undefined;
  while (current?.cause) current = current.cause as typeof current;
  return current?.code ?? current?.message?.split("\n")[0] ?? "unknown error";
}

/** PostgreSQL's unique_violation, as both drivers report it (drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (
    let current = error as { code?: string; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (current.code === "23505") return true;
  }
  return false;
}

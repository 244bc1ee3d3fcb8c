// Reads remembered between writes — on the embedded database only. Its DATA_DIR lock makes this process the one
// writer, and every write goes through these repositories, inside `writing(collection, …)`; so a remembered
// answer is what the database itself would answer. On PostgreSQL other processes write too, and nothing is
// remembered here (first-reads.ts keeps events and pages of events, used only while the database confirms their
// version).
// (PGlite runs every query on the server's own thread, so a repeated read that skips it leaves that thread free to
// answer other requests: see docs/reports/benchmarks-2026-11.md.)
import { soleWriterConnection } from "../client";

type Entry = { collection: string; generation: number; value: unknown; weight: number };
type State = { connection: object; generations: Map<string, number>; entries: Map<string, Entry>; weight: number };

/**
 * At most this many bytes of answers (their size as JSON, which tracks their size in memory) are remembered; the
 * least recently used go first. Counting models instead let 1 MiB events fill the heap in a few dozen reads.
 */
export const MAX_BYTES = 16 * 1024 * 1024;

/** An answer's size as JSON, in UTF-16 code units: cheap next to the read it saves, and only paid on a miss. */
export function approximateBytes(value: unknown): number {
  try {
    return JSON.stringify(value)?.length ?? 1;
  } catch {
    return MAX_BYTES + 1;
  }
}

// On globalThis, like the connection itself (lib/db/client.ts): the custom server and the Next.js bundle each
// load their own copy of this module, and both must see every write.
const KEY = Symbol.for("capture-studio.read-cache");
const holder = globalThis as { [KEY]?: State };

/** The cache of `connection`; a new connection (a reopened or another database) starts with an empty one. */
function stateOf(connection: object): State {
  let state = holder[KEY];
  if (state?.connection !== connection)
    holder[KEY] = state = { connection, generations: new Map(), entries: new Map(), weight: 0 };
  return state;
}

function forget(state: State, key: string): void {
  const entry = state.entries.get(key);
  if (!entry) return;
  state.entries.delete(key);
  state.weight -= entry.weight;
}

/**
 * `read()`, or what it answered last time if no write to `collection` has happened since. Answers are shared
 * between callers: treat them as read-only.
 */
export async function remembered<T>(collection: string, entry: string, read: () => Promise<T>): Promise<T> {
  const connection = await soleWriterConnection();
  if (!connection) return read();
  const state = stateOf(connection);
  const key = `${collection}\u0000${entry}`;
  const generation = state.generations.get(collection) ?? 0;
  const hit = state.entries.get(key);
  if (hit && hit.generation === generation) {
    // Map order is the recency order: move the hit to the end.
    state.entries.delete(key);
    state.entries.set(key, hit);
    return hit.value as T;
  }
  const value = await read();
  // A write that ended while this read ran may or may not be in `value`: keep it only if none did.
  if (state !== holder[KEY] || (state.generations.get(collection) ?? 0) !== generation) return value;
  const weight = Math.max(1, approximateBytes(value));
  if (weight > MAX_BYTES) return value;
  forget(state, key);
  state.entries.set(key, { collection, generation, value, weight });
  state.weight += weight;
  for (const [oldest] of state.entries) {
    if (state.weight <= MAX_BYTES) break;
    forget(state, oldest);
  }
  return value;
}

/** Runs a write to `collection`; once it is over (committed or not), nothing remembered of it before is used. */
export async function writing<T>(collection: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } finally {
    const state = holder[KEY];
    if (state) {
      state.generations.set(collection, (state.generations.get(collection) ?? 0) + 1);
      for (const [key, entry] of state.entries) if (entry.collection === collection) forget(state, key);
    }
  }
}

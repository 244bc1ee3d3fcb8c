// Where the throttles (the API's token throttle, the studio's sign-in throttle) keep their counters: the times of
// recent hits per key. On PostgreSQL, where several server processes share one deployment, the database
// (repositories/throttle-hits.ts), so that every process counts the same hits; on the embedded database, whose one
// process is the only one, memory — bounded, expired hits dropped, the least recently used keys going first.
import { soleWriterConnection } from "../db/client";
import { readEnv } from "../env";
import { clearHits, hitsSince, recordHits } from "../db/repositories/throttle-hits";

export interface HitStore {
  /** The times (ms, oldest first) of each key's hits after `sinceMs`. */
  hits(keys: string[], sinceMs: number): Promise<Map<string, number[]>>;
  /** Records a hit of each key at `atMs`; hits older than `expireBeforeMs` may be forgotten. */
  record(keys: string[], atMs: number, expireBeforeMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export type MemoryLimits = {
  /** Keys kept at most; past it, expired keys are swept, then the least recently used go. */
  maxKeys: number;
  /** Hits kept per key at most (the newest): no limit counts more than this. */
  maxHitsPerKey: number;
};

export const MEMORY_LIMITS: MemoryLimits = { maxKeys: 20_000, maxHitsPerKey: 64 };

/** The limits of this deployment: THROTTLE_MEMORY_KEYS keys (20,000 by default). */
export const memoryLimits = (): MemoryLimits => ({ ...MEMORY_LIMITS, maxKeys: readEnv().THROTTLE_MEMORY_KEYS });

export class MemoryHitStore implements HitStore {
  readonly #times = new Map<string, number[]>();

  constructor(private readonly limits: MemoryLimits = MEMORY_LIMITS) {}

  get size(): number {
    return this.#times.size;
  }

  async hits(keys: string[], sinceMs: number): Promise<Map<string, number[]>> {
    return new Map(keys.map((key) => [key, (this.#times.get(key) ?? []).filter((time) => time > sinceMs)]));
  }

  async record(keys: string[], atMs: number, expireBeforeMs: number): Promise<void> {
    for (const key of keys) {
      const times = (this.#times.get(key) ?? []).filter((time) => time >= expireBeforeMs);
      times.push(atMs);
      // Re-inserted, so that the Map's order is least recently used first.
      this.#times.delete(key);
      this.#times.set(key, times.slice(-this.limits.maxHitsPerKey));
    }
    if (this.#times.size > this.limits.maxKeys) this.#sweep(expireBeforeMs);
  }

  async clear(key: string): Promise<void> {
    this.#times.delete(key);
  }

  #sweep(expireBeforeMs: number): void {
    for (const [key, times] of this.#times) if (times[times.length - 1] < expireBeforeMs) this.#times.delete(key);
    // Still over (a flood of fresh keys): the least recently used go, down to three quarters, so a sweep is rare.
    const target = Math.floor(this.limits.maxKeys * 0.75);
    for (const key of this.#times.keys()) {
      if (this.#times.size <= target) break;
      this.#times.delete(key);
    }
  }
}

export const databaseHitStore: HitStore = { hits: hitsSince, record: recordHits, clear: clearHits };

const KEY = Symbol.for("capture-studio.hit-store");
const holder = globalThis as { [KEY]?: { connection: object; store: MemoryHitStore } };

/** The deployment's store: in memory beside the embedded database (one per connection), the database on PostgreSQL. */
export async function sharedHitStore(): Promise<HitStore> {
  const connection = await soleWriterConnection();
  if (!connection) return databaseHitStore;
  let held = holder[KEY];
  if (held?.connection !== connection) holder[KEY] = held = { connection, store: new MemoryHitStore(memoryLimits()) };
  return held.store;
}

import { describe, expect, it, vi } from "vitest";
import { hitsSince, recordHits, clearHits } from "../db/repositories/throttle-hits";

// Which connection sharedHitStore believes the process has: an embedded database's (the only writer) or none
// (PostgreSQL). The database store itself is tested over HTTP against PostgreSQL (tests/).
let connection: object | null = {};
vi.mock("../db/client", () => ({ soleWriterConnection: async () => connection }));
const { databaseHitStore, memoryLimits, MemoryHitStore, sharedHitStore } = await import("./hit-store");

describe("sharedHitStore", () => {
  it("is one memory store per embedded connection, and the database on PostgreSQL", async () => {
    connection = {};
    const first = await sharedHitStore();
    expect(first).toBeInstanceOf(MemoryHitStore);
    expect(await sharedHitStore()).toBe(first);
    connection = {};
    const second = await sharedHitStore();
    expect(second).toBeInstanceOf(MemoryHitStore);
    expect(second).not.toBe(first);
    connection = null;
    expect(await sharedHitStore()).toBe(databaseHitStore);
    expect(databaseHitStore).toEqual({ hits: hitsSince, record: recordHits, clear: clearHits });
  });

  it("bounds its memory store by THROTTLE_MEMORY_KEYS, and 20,000 keys without it", async () => {
    expect(memoryLimits()).toEqual({ maxKeys: 20_000, maxHitsPerKey: 64 });
    vi.stubEnv("THROTTLE_MEMORY_KEYS", "40");
    try {
      expect(memoryLimits()).toEqual({ maxKeys: 40, maxHitsPerKey: 64 });
      connection = {};
      const store = (await sharedHitStore()) as InstanceType<typeof MemoryHitStore>;
      for (let i = 1; i <= 40; i++) await store.record([`k${i}`], 100, 0);
      expect(store.size).toBe(40);
      // One more key: none has expired, so the least recently used go, down to three quarters of the bound.
      await store.record(["k41"], 100, 0);
      expect(store.size).toBe(30);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it(
    "keeps its memory store where every copy of this module in the process " +
      "finds it (the server's bundles each load their own)",
    async () => {
      connection = {};
      const store = await sharedHitStore();
      expect((globalThis as Record<symbol, { store?: unknown }>)[Symbol.for("capture-studio.hit-store")]?.store).toBe(
        store,
      );
    },
  );
});

// Mutants that survive, equivalent: the fallback of `this.#times.get(key) ?? []` in hits() and record() given
// another array (a key never seen): whatever it holds is filtered by a comparison with a number, which nothing but
// a number passes. (record()'s is at times reported as a timeout instead, under load.)
describe("MemoryHitStore", () => {
  it("keeps by default the newest 64 hits of a key, and 20,000 keys, sweeping down to 15,000", async () => {
    const store = new MemoryHitStore();
    for (let at = 1; at <= 70; at++) await store.record(["a"], at, 0);
    expect((await store.hits(["a"], 0)).get("a")).toEqual(Array.from({ length: 64 }, (_, i) => i + 7));
    for (let i = 1; i < 20_000; i++) await store.record([`k${i}`], 100, 0);
    expect(store.size).toBe(20_000);
    await store.record(["last"], 100, 0);
    expect(store.size).toBe(15_000);
  });

  it("returns each key's hits after the given time, oldest first", async () => {
    const store = new MemoryHitStore();
    await store.record(["a", "b"], 1000, 0);
    await store.record(["a"], 2000, 0);
    const hits = await store.hits(["a", "b", "c"], 1000);
    expect(hits.get("a")).toEqual([2000]);
    expect(hits.get("b")).toEqual([]);
    expect(hits.get("c")).toEqual([]);
    expect((await store.hits(["a"], 0)).get("a")).toEqual([1000, 2000]);
  });

  it("forgets a key's expired hits when it records a new one", async () => {
    const store = new MemoryHitStore();
    await store.record(["a"], 1000, 0);
    await store.record(["a"], 5000, 4000);
    expect((await store.hits(["a"], 0)).get("a")).toEqual([5000]);
  });

  it("keeps at most maxHitsPerKey hits of one key, the newest", async () => {
    const store = new MemoryHitStore({ maxKeys: 10, maxHitsPerKey: 3 });
    for (let at = 1; at <= 5; at++) await store.record(["a"], at, 0);
    expect((await store.hits(["a"], 0)).get("a")).toEqual([3, 4, 5]);
  });

  it("stays bounded under a flood of fresh keys (50,000 random addresses), dropping expired keys first", async () => {
    const store = new MemoryHitStore({ maxKeys: 1000, maxHitsPerKey: 8 });
    await store.record(["recent-victim"], 10, 0);
    for (let i = 0; i < 50_000; i++) await store.record([`addr:${i}`, `pair:${i}`], 100 + i, 0);
    expect(store.size).toBeLessThanOrEqual(1000);
    // The newest keys are kept; the least recently used went.
    expect((await store.hits([`pair:49999`], 0)).get("pair:49999")).toEqual([100 + 49_999]);
    expect((await store.hits(["recent-victim"], 0)).get("recent-victim")).toEqual([]);
  });

  it("sweeps only expired keys when they make enough room", async () => {
    const store = new MemoryHitStore({ maxKeys: 4, maxHitsPerKey: 8 });
    for (const key of ["old1", "old2", "old3"]) await store.record([key], 1, 0);
    await store.record(["live1"], 100, 0);
    await store.record(["live2"], 200, 50);
    expect(store.size).toBe(2);
    expect((await store.hits(["live1", "live2"], 0)).get("live1")).toEqual([100]);
  });

  it("keeps a hit at exactly the expiry time, and forgets one a millisecond older", async () => {
    const store = new MemoryHitStore();
    await store.record(["a"], 1000, 0);
    await store.record(["a"], 1001, 0);
    await store.record(["a"], 5000, 1001);
    expect((await store.hits(["a"], 0)).get("a")).toEqual([1001, 5000]);
  });

  it("keeps exactly maxHitsPerKey hits", async () => {
    const store = new MemoryHitStore({ maxKeys: 10, maxHitsPerKey: 3 });
    for (let at = 1; at <= 3; at++) await store.record(["a"], at, 0);
    expect((await store.hits(["a"], 0)).get("a")).toEqual([1, 2, 3]);
  });

  it("sweeps only once it holds more than maxKeys keys", async () => {
    const store = new MemoryHitStore({ maxKeys: 4, maxHitsPerKey: 8 });
    for (const key of ["old1", "old2", "old3"]) await store.record([key], 1, 0);
    await store.record(["live1"], 100, 50);
    expect(store.size).toBe(4);
  });

  it("keeps, when sweeping, a key whose last hit is exactly at the expiry time", async () => {
    const store = new MemoryHitStore({ maxKeys: 4, maxHitsPerKey: 8 });
    for (const [key, at] of [
      ["old1", 49],
      ["old2", 49],
      ["edge", 50],
      ["live", 60],
    ] as const)
      await store.record([key], at, 0);
    await store.record(["new"], 100, 50);
    expect(store.size).toBe(3);
    expect(await store.hits(["old1", "edge"], 0)).toEqual(
      new Map([
        ["old1", []],
        ["edge", [50]],
      ]),
    );
  });

  it("drops the least recently used fresh keys down to three quarters of maxKeys (rounded down)", async () => {
    const store = new MemoryHitStore({ maxKeys: 10, maxHitsPerKey: 8 });
    for (let i = 0; i < 10; i++) await store.record([`k${i}`], 100 + i, 0);
    // A hit makes k0 the most recently used.
    await store.record(["k0"], 200, 0);
    await store.record(["k10"], 300, 0);
    expect(store.size).toBe(7);
    const left = await store.hits(["k0", "k1", "k4", "k5", "k9", "k10"], 0);
    expect([...left].filter(([, times]) => times.length > 0).map(([key]) => key)).toEqual(["k0", "k5", "k9", "k10"]);
    expect(left.get("k0")).toEqual([100, 200]);
  });

  it("clears a key", async () => {
    const store = new MemoryHitStore();
    await store.record(["a"], 1, 0);
    await store.clear("a");
    expect((await store.hits(["a"], 0)).get("a")).toEqual([]);
  });
});

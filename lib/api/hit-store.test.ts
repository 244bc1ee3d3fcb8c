import { describe, expect, it } from "vitest";
import { MemoryHitStore } from "./hit-store";

describe("MemoryHitStore", () => {
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

  it("clears a key", async () => {
    const store = new MemoryHitStore();
    await store.record(["a"], 1, 0);
    await store.clear("a");
    expect((await store.hits(["a"], 0)).get("a")).toEqual([]);
  });
});

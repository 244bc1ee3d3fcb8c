import { beforeEach, describe, expect, it, vi } from "vitest";

// Which connection the cache believes it serves: an embedded one (the only writer) or none (PostgreSQL).
let connection: object | null = {};
vi.mock("../client", () => ({ soleWriterConnection: async () => connection }));
const { approximateBytes, MAX_BYTES, remembered, writing } = await import("./read-cache");

let reads = 0;
const read =
  <T>(value: T) =>
  async (): Promise<T> => {
    reads++;
    return value;
  };

beforeEach(() => {
  connection = {};
  reads = 0;
});

describe("remembered", () => {
  it("answers a repeated read from memory until a write to its collection", async () => {
    expect(await remembered("events:1", "page", read("a"))).toBe("a");
    expect(await remembered("events:1", "page", read("b"))).toBe("a");
    expect(reads).toBe(1);
    await writing("events:1", async () => undefined);
    expect(await remembered("events:1", "page", read("c"))).toBe("c");
  });

  it("keeps collections apart", async () => {
    await remembered("events:1", "page", read("one"));
    await writing("events:2", async () => undefined);
    expect(await remembered("events:1", "page", read("other"))).toBe("one");
    expect(await remembered("events:2", "page", read("two"))).toBe("two");
  });

  it("forgets after a write that failed, too", async () => {
    await remembered("events:1", "page", read("before"));
    await expect(writing("events:1", async () => Promise.reject(new Error("rolled back")))).rejects.toThrow(
      "rolled back",
    );
    expect(await remembered("events:1", "page", read("after"))).toBe("after");
  });

  it("does not keep what a read returned while a write ended", async () => {
    let release!: () => void;
    const slow = remembered(
      "events:1",
      "page",
      () => new Promise<string>((resolve) => (release = () => resolve("stale"))),
    );
    await writing("events:1", async () => undefined);
    release();
    expect(await slow).toBe("stale");
    expect(await remembered("events:1", "page", read("fresh"))).toBe("fresh");
  });

  it("remembers nothing without a sole writer (PostgreSQL)", async () => {
    connection = null;
    await remembered("events:1", "page", read("a"));
    expect(await remembered("events:1", "page", read("b"))).toBe("b");
    expect(reads).toBe(2);
  });

  it("starts empty on another connection (a reopened database)", async () => {
    await remembered("events:1", "page", read("old database"));
    connection = {};
    expect(await remembered("events:1", "page", read("new database"))).toBe("new database");
  });

  it("holds at most MAX_BYTES of answers (by their size as JSON), dropping the least recently used first", async () => {
    const third = (n: number) => read(String(n).repeat(Math.floor(MAX_BYTES / 3)));
    await remembered("events:1", "p1", third(1));
    await remembered("events:1", "p2", third(2));
    await remembered("events:1", "p1", third(9)); // p1 is now the most recent
    await remembered("events:1", "p3", third(3)); // over the limit: p2 goes
    reads = 0;
    expect((await remembered("events:1", "p1", third(9)))[0]).toBe("1");
    expect((await remembered("events:1", "p3", third(9)))[0]).toBe("3");
    expect(reads).toBe(0);
    expect((await remembered("events:1", "p2", third(2)))[0]).toBe("2");
    expect(reads).toBe(1);
    // An answer larger than the whole cache is never kept.
    expect(await remembered("events:1", "huge", read("x".repeat(MAX_BYTES)))).toHaveLength(MAX_BYTES);
    expect(await remembered<unknown>("events:1", "huge", read("read again"))).toBe("read again");
  });

  it("weighs an answer by its size as JSON", () => {
    expect(approximateBytes({ name: "abc" })).toBe('{"name":"abc"}'.length);
    expect(approximateBytes(undefined)).toBe(1);
  });
});

import { describe, expect, it } from "vitest";
import { batched, MAX_BATCH, MAX_RUNNING } from "./batch";

describe("batched", () => {
  it("answers each item with its own entry of one run per turn of the event loop", async () => {
    const runs: number[][] = [];
    const double = batched(async (items: readonly number[]) => {
      runs.push([...items]);
      return items.map((item) => item * 2);
    });
    expect(await Promise.all([double(1), double(2), double(3)])).toEqual([2, 4, 6]);
    expect(await double(4)).toBe(8);
    expect(runs).toEqual([[1, 2, 3], [4]]);
  });

  it(`starts another run past ${MAX_BATCH} items`, async () => {
    const sizes: number[] = [];
    const same = batched(async (items: readonly number[]) => {
      sizes.push(items.length);
      return [...items];
    });
    const items = Array.from({ length: MAX_BATCH + 3 }, (_, i) => i);
    expect(await Promise.all(items.map(same))).toEqual(items);
    expect(sizes).toEqual([MAX_BATCH, 3]);
  });

  it(`keeps at most ${MAX_RUNNING} runs going; items that come meanwhile go together when one ends`, async () => {
    const runs: { items: number[]; release(): void }[] = [];
    const held = batched(
      (items: readonly number[]) =>
        new Promise<number[]>((resolve) => runs.push({ items: [...items], release: () => resolve([...items]) })),
    );
    const turn = () => new Promise((resolve) => setImmediate(resolve));
    const answers: Promise<number>[] = [];
    for (let i = 0; i < MAX_RUNNING; i++) {
      answers.push(held(i));
      await turn();
    }
    answers.push(held(10), held(11));
    await turn();
    answers.push(held(12));
    await turn();
    expect(runs.map((each) => each.items)).toEqual(Array.from({ length: MAX_RUNNING }, (_, i) => [i]));
    runs[0].release();
    await turn();
    expect(runs.at(-1)?.items).toEqual([10, 11, 12]);
    runs.forEach((each) => each.release());
    expect(await Promise.all(answers)).toEqual([...Array.from({ length: MAX_RUNNING }, (_, i) => i), 10, 11, 12]);
  });

  it("fails every item of a run that failed, and only those", async () => {
    let fail = true;
    const run = batched(async (items: readonly string[]) => {
      if (fail) throw new Error("the database is gone");
      return items.map((item) => item.toUpperCase());
    });
    const first = await Promise.allSettled([run("a"), run("b")]);
    expect(first.map((result) => result.status)).toEqual(["rejected", "rejected"]);
    fail = false;
    expect(await run("c")).toBe("C");
  });
});

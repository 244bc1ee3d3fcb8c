import { describe, expect, it } from "vitest";
import { apiError, clientOf, fakeApi, json, rejectionOf, type SentRequest } from "../../../tests/sdk/fake-api";
import { InvalidResponseError, RangeNotSatisfiableError } from "../errors";

/**
 * A collection as the API pages it (lib/api/range.ts), except that it answers at most `maxPage` models however
 * many are asked for; `models()` is read at each request, so a test can shrink the collection between pages.
 */
function collection(models: () => { id: number }[], maxPage: number) {
  return fakeApi((request: SentRequest) => {
    const all = models();
    const [from, to] = /^resources=(\d+)-(\d+)$/
      .exec(request.headers.get("range") ?? "")!
      .slice(1)
      .map(Number);
    if (all.length === 0 && from === 0) return json(200, [], { "Content-Range": "resources */0" });
    if (from >= all.length)
      return apiError(416, "rangeNotSatisfiable", { "Content-Range": `resources */${all.length}` });
    const last = Math.min(to, from + maxPage - 1, all.length - 1);
    const partial = !(from === 0 && last === all.length - 1);
    return json(partial ? 206 : 200, all.slice(from, last + 1), {
      "Content-Range": `resources ${from}-${last}/${all.length}`,
    });
  });
}

const ids = (count: number) => Array.from({ length: count }, (_, i) => ({ id: i + 1 }));
const ranges = (api: ReturnType<typeof fakeApi>) => api.data().map((request) => request.headers.get("range"));

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe("iterate", () => {
  it("starts each page after the last model the API returned, when it returns fewer than asked", async () => {
    const api = collection(() => ids(5), 2);
    const events = await collect(clientOf(api).events.iterate());
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4, 5]);
    expect(ranges(api)).toEqual(["resources=0-999", "resources=2-1001", "resources=4-1003"]);
  });

  it("ends cleanly with what it read when the collection shrinks below the next page's start (416)", async () => {
    let models = ids(6);
    const api = collection(() => models, 2);
    const seen: number[] = [];
    for await (const event of clientOf(api).events.iterate()) {
      seen.push(event.id);
      models = ids(2);
    }
    expect(seen).toEqual([1, 2]);
    expect(ranges(api)).toEqual(["resources=0-999", "resources=2-1001"]);
  });

  it("still throws a 416 to the first page: it is not a collection that shrank", async () => {
    const api = fakeApi(() => apiError(416, "rangeNotSatisfiable", { "Content-Range": "resources */0" }));
    await expect(collect(clientOf(api).events.iterate())).rejects.toBeInstanceOf(RangeNotSatisfiableError);
  });

  it("yields nothing for an empty collection, after one request", async () => {
    const api = collection(() => [], 1000);
    expect(await collect(clientOf(api).registrations.iterate(1))).toEqual([]);
    expect(api.data()).toHaveLength(1);
  });

  it("stops when a page comes back empty, whatever its Content-Range claims", async () => {
    const api = fakeApi(() => json(206, [], { "Content-Range": "resources 0-4/10" }));
    expect(await collect(clientOf(api).events.iterate())).toEqual([]);
    expect(api.data()).toHaveLength(1);
  });

  it("refuses a Content-Range that does not move forward instead of asking for the same page forever", async () => {
    const api = fakeApi(() => json(206, ids(2), { "Content-Range": "resources 0-1/5" }));
    const seen: number[] = [];
    const iteration = (async () => {
      for await (const event of clientOf(api).events.iterate()) {
        seen.push(event.id);
        if (seen.length > 10) return; // looping: fail now rather than at the test's timeout
      }
    })();
    expect(await rejectionOf(iteration)).toBeInstanceOf(InvalidResponseError);
    expect(seen).toEqual([1, 2]);
    expect(api.data()).toHaveLength(2);
  });
});

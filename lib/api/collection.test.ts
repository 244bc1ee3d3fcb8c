import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { firstPageOf, readCollection, readModel, sentLastModified, type CollectionSource } from "./collection";
import type { Context, Reply } from "./endpoint";
import { toSeconds } from "./http-date";

const at = (iso: string) => new Date(iso);

describe("sentLastModified", () => {
  it("sends the change time once its second is over", () => {
    expect(sentLastModified(at("2027-03-14T09:30:00Z"), at("2027-03-14T09:30:01.200Z").getTime())).toEqual(
      at("2027-03-14T09:30:00Z"),
    );
  });

  it("sends the second before while the change's second is still running", () => {
    expect(sentLastModified(at("2027-03-14T09:30:00Z"), at("2027-03-14T09:30:00.900Z").getTime())).toEqual(
      at("2027-03-14T09:29:59Z"),
    );
  });

  it("never sends a time later than now, even when a member's time ran ahead of the clock", () => {
    expect(sentLastModified(at("2027-03-14T09:30:05Z"), at("2027-03-14T09:30:00.500Z").getTime())).toEqual(
      at("2027-03-14T09:29:59Z"),
    );
  });

  it("never lets an If-Modified-Since holding a sent date hide a later change (property)", () => {
    // A timeline of changes and reads (ms apart); the collection's stored time is its latest change, in seconds.
    const step = fc.record({ after: fc.integer({ min: 0, max: 1500 }), change: fc.boolean() });
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 40 }), (steps) => {
        let now = Date.UTC(2027, 2, 14, 9, 30, 0);
        let stored = toSeconds(new Date(now)) - 10;
        const reads: { sent: number; changesBefore: number }[] = [];
        let changes = 0;
        for (const { after, change } of steps) {
          now += after;
          if (change) {
            stored = Math.max(stored, toSeconds(new Date(now)));
            changes++;
          } else {
            const sent = toSeconds(sentLastModified(new Date(stored * 1000), now));
            expect(sent).toBeLessThanOrEqual(toSeconds(new Date(now)));
            reads.push({ sent, changesBefore: changes });
          }
          // 304 (stored <= If-Modified-Since) only for clients that have seen every change.
          for (const read of reads) if (stored <= read.sent) expect(read.changesBefore).toBe(changes);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe("firstPageOf", () => {
  const withRange = (range?: string) =>
    new Request("http://localhost/api/events", { headers: range ? { Range: range } : {} });

  it("is the default range without a Range header, and what the Range names, at most 1000 models", () => {
    expect(firstPageOf(withRange())).toEqual({ offset: 0, limit: 21 });
    expect(firstPageOf(withRange("resources=5-9"))).toEqual({ offset: 5, limit: 5 });
    expect(firstPageOf(withRange("resources=10-"))).toEqual({ offset: 10, limit: 1000 });
    expect(firstPageOf(withRange("resources=0-4999"))).toEqual({ offset: 0, limit: 1000 });
    // Another unit is ignored (RFC 9110 14.2): the default range.
    expect(firstPageOf(withRange("bytes=0-10"))).toEqual({ offset: 0, limit: 21 });
  });

  it("is nothing for a Range that cannot be read (the answer is 416, read from the count alone)", () => {
    expect(firstPageOf(withRange("resources=9-3"))).toBeNull();
    expect(firstPageOf(withRange("resources=x"))).toBeNull();
  });
});

// The mutant that survives, equivalent: `.slice(0, page.limit)` of the items dropped. A source answers at most the
// `limit` it is asked for, and a first page's items and total come from one query, so the page is never longer
// than the range resolved from that total; the slice only guards against a source breaking that contract.
//
// readCollection and readModel with a collection in memory standing in for a repository (tests/ reads the real
// ones over HTTP); the source counts its queries, since the common case must cost one.
type Item = { id: number; name: string; secret: string };
// A past time: Last-Modified is never later than the answer (sentLastModified).
const CHANGED = at("2026-03-14T09:30:00Z");
const HTTP_CHANGED = "Sat, 14 Mar 2026 09:30:00 GMT";

function collection(size: number) {
  const items: Item[] = Array.from({ length: size }, (_, i) => ({ id: i, name: `item ${i}`, secret: "s" }));
  const calls: string[] = [];
  const source: CollectionSource<Item> = {
    async page(offset, limit) {
      calls.push(`page ${offset} ${limit}`);
      return offset < size ? { items: items.slice(offset, offset + limit), total: size, lastModified: CHANGED } : null;
    },
    async summary() {
      calls.push("summary");
      return { total: size, lastModified: CHANGED };
    },
    view: ({ id, name }) => ({ id, name }),
  };
  return { source, calls };
}

function context(headers: Record<string, string> = {}, query = ""): Context {
  const url = `http://localhost/api/events${query}`;
  return {
    request: new Request(url, { headers }),
    url: new URL(url),
    version: "1.1.5",
    params: {},
    principal: { scope: "PublicAPI", companyId: 1, clientId: "c" },
    preloaded: {},
  };
}

const names = (reply: Reply) => (reply.body as { id: number }[]).map((item) => item.id);

describe("readCollection", () => {
  it("answers the first 21 with one query when no Range is asked for, 206 when there are more", async () => {
    const { source, calls } = collection(30);
    const reply = await readCollection(context(), source, false);
    expect(calls).toEqual(["page 0 21"]);
    expect(reply.status).toBe(206);
    expect(reply.headers).toEqual({ "Last-Modified": HTTP_CHANGED, "Content-Range": "resources 0-20/30" });
    expect(names(reply)).toEqual(Array.from({ length: 21 }, (_, i) => i));
    expect((reply.body as unknown[])[0]).toEqual({ id: 0, name: "item 0" });
  });

  it("answers a whole small collection with 200", async () => {
    const { source } = collection(3);
    const reply = await readCollection(context(), source, false);
    expect(reply.status).toBe(200);
    expect(reply.headers?.["Content-Range"]).toBe("resources 0-2/3");
    expect(names(reply)).toEqual([0, 1, 2]);
  });

  it("asks for the range's page, at most 1000, and to the end for an open range", async () => {
    const { source, calls } = collection(2000);
    expect(names(await readCollection(context({ Range: "resources=2-4" }), source, false))).toEqual([2, 3, 4]);
    const open = await readCollection(context({ Range: "resources=1500-" }), source, false);
    const wide = await readCollection(context({ Range: "resources=10-5000" }), source, false);
    expect(calls).toEqual(["page 2 3", "page 1500 1000", "page 10 1000"]);
    expect([open.status, open.headers?.["Content-Range"], (open.body as unknown[]).length]).toEqual([
      206,
      "resources 1500-1999/2000",
      500,
    ]);
    expect([wide.headers?.["Content-Range"], (wide.body as unknown[]).length]).toEqual([
      "resources 10-1009/2000",
      1000,
    ]);
  });

  it("asks only for the total on HEAD, and answers no items", async () => {
    const { source, calls } = collection(30);
    const reply = await readCollection(context({ Range: "resources=2-4" }), source, true);
    expect(calls).toEqual(["summary"]);
    expect(reply).toEqual({
      status: 206,
      headers: { "Last-Modified": HTTP_CHANGED, "Content-Range": "resources 2-4/30" },
      body: [],
    });
  });

  it("refuses a range past the end with 416 after one query for the page and one for the total", async () => {
    const { source, calls } = collection(5);
    await expect(readCollection(context({ Range: "resources=5-9" }), source, false)).rejects.toMatchObject({
      status: 416,
      details: { total: 5 },
    });
    expect(calls).toEqual(["page 5 5", "summary"]);
  });

  it("refuses an invalid Range with 416 without asking for a page", async () => {
    const { source, calls } = collection(5);
    await expect(readCollection(context({ Range: "resources=4-2" }), source, false)).rejects.toMatchObject({
      status: 416,
    });
    expect(calls).toEqual(["summary"]);
  });

  it("answers an empty collection with 200, no items and a Content-Range of */0, with one query", async () => {
    const { source, calls } = collection(0);
    const reply = await readCollection(context(), source, false);
    expect(reply).toEqual({
      status: 200,
      headers: { "Last-Modified": HTTP_CHANGED, "Content-Range": "resources */0" },
      body: [],
    });
    expect(calls).toEqual(["page 0 21", "summary"]);
  });

  it(
    "answers 304 to a client whose copy is current, with the Content-Range " + "it would get (or */total when none)",
    async () => {
      const { source } = collection(30);
      const current = { "If-Modified-Since": HTTP_CHANGED };
      expect(await readCollection(context({ ...current, Range: "resources=2-4" }), source, false)).toEqual({
        status: 304,
        headers: { "Last-Modified": HTTP_CHANGED, "Content-Range": "resources 2-4/30" },
      });
      expect(await readCollection(context({ ...current, Range: "resources=40-50" }), source, false)).toEqual({
        status: 304,
        headers: { "Last-Modified": HTTP_CHANGED, "Content-Range": "resources */30" },
      });
      expect(await readCollection(context({ ...current, Range: "resources=x" }), source, false)).toMatchObject({
        status: 304,
        headers: { "Content-Range": "resources */30" },
      });
      const stale = await readCollection(
        context({ "If-Modified-Since": "Sat, 14 Mar 2026 09:29:59 GMT" }),
        source,
        false,
      );
      expect(stale.status).toBe(206);
    },
  );

  // Another request changing the collection between the queries: the first finds nothing at the offset, the count
  // read next says there is something there now, and the page is read again — and may have vanished once more.
  function racing(sizes: number[]) {
    const calls: string[] = [];
    let query = 0;
    const source: CollectionSource<Item> = {
      async page(offset, limit) {
        const size = sizes[query++];
        calls.push(`page ${offset} ${limit}`);
        const items = Array.from({ length: size }, (_, i) => ({ id: i, name: `item ${i}`, secret: "s" }));
        return offset < size
          ? { items: items.slice(offset, offset + limit), total: size, lastModified: CHANGED }
          : null;
      },
      async summary() {
        calls.push("summary");
        return { total: sizes[query++], lastModified: CHANGED };
      },
      view: ({ id, name }) => ({ id, name }),
    };
    return { source, calls };
  }

  it("reads the page again when the count says members were added after the first query found none there", async () => {
    const { source, calls } = racing([3, 5, 5]);
    const reply = await readCollection(context({ Range: "resources=3-9" }), source, false);
    expect(calls).toEqual(["page 3 7", "summary", "page 3 2"]);
    expect([reply.status, reply.headers?.["Content-Range"], names(reply)]).toEqual([206, "resources 3-4/5", [3, 4]]);
  });

  it("answers no items when that page vanished again before the second read", async () => {
    const { source, calls } = racing([3, 5, 3]);
    const reply = await readCollection(context({ Range: "resources=3-9" }), source, false);
    expect(calls).toEqual(["page 3 7", "summary", "page 3 2"]);
    expect(reply).toEqual({
      status: 206,
      headers: { "Last-Modified": HTTP_CHANGED, "Content-Range": "resources 3-4/5" },
      body: [],
    });
  });

  it("picks the fields asked for", async () => {
    const { source } = collection(2);
    expect((await readCollection(context({}, "?fields=id"), source, false)).body).toEqual([{ id: 0 }, { id: 1 }]);
  });
});

describe("representations kept as JSON text", () => {
  it("answers a page without fields as the items' kept JSON, and with fields from their views", async () => {
    const { source } = collection(30);
    const texts: number[] = [];
    const kept = { ...source, json: (item: Item) => (texts.push(item.id), JSON.stringify(source.view(item))) };
    const whole = await readCollection(context({ Range: "resources=2-4" }), kept, false);
    expect(whole.body).toBeUndefined();
    expect(JSON.parse(whole.json!)).toEqual([2, 3, 4].map((id) => ({ id, name: `item ${id}` })));
    expect(texts).toEqual([2, 3, 4]);
    const picked = await readCollection(context({ Range: "resources=2-4" }, "?fields=id"), kept, false);
    expect(picked).toMatchObject({ body: [{ id: 2 }, { id: 3 }, { id: 4 }] });
    expect(picked.json).toBeUndefined();
    expect(texts).toEqual([2, 3, 4]);
  });

  it("answers a model without fields as its kept JSON, with fields and 304 as before", () => {
    const view = { id: 4, name: "Expo", type: "standard" };
    const json = () => '{"id":4,"name":"Expo","type":"standard"}';
    expect(readModel(context(), view, CHANGED, json)).toEqual({
      status: 200,
      headers: { "Last-Modified": HTTP_CHANGED },
      json: json(),
    });
    expect(readModel(context({}, "?fields=name"), view, CHANGED, json)).toMatchObject({
      body: { id: 4, name: "Expo" },
    });
    expect(readModel(context({ "If-Modified-Since": HTTP_CHANGED }), view, CHANGED, json)).toEqual({
      status: 304,
      headers: { "Last-Modified": HTTP_CHANGED },
    });
  });
});

describe("readModel", () => {
  it(
    "answers the model with its Last-Modified and the fields asked for, or " + "304 when the client's copy is current",
    () => {
      const view = { id: 4, name: "Expo", type: "standard" };
      expect(readModel(context(), view, CHANGED)).toEqual({
        status: 200,
        headers: { "Last-Modified": HTTP_CHANGED },
        body: view,
      });
      expect(readModel(context({}, "?fields=name"), view, CHANGED).body).toEqual({ id: 4, name: "Expo" });
      expect(readModel(context({ "If-Modified-Since": HTTP_CHANGED }), view, CHANGED)).toEqual({
        status: 304,
        headers: { "Last-Modified": HTTP_CHANGED },
      });
      expect(readModel(context({ "If-Modified-Since": "Sat, 14 Mar 2026 09:29:59 GMT" }), view, CHANGED).status).toBe(
        200,
      );
    },
  );
});

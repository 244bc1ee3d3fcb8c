// A read storm of the largest events keeps the server's memory bounded. The embedded
// database's read cache remembers events between writes; it holds at most 16 MiB of answers (MAX_BYTES in
// lib/db/repositories/read-cache.ts). Measuring the resident size of a process whose garbage collector runs when
// it likes was noise, so the server runs with a heap too small to hold every event of the storm: a cache without
// its byte bound keeps them all and the server dies of "Reached heap limit"; with the bound it answers every read.
// (Tried once with MAX_BYTES = Infinity: the server died.)
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, getToken, startServer, type TestServer } from "../support/server";

/** Events of just under the 1 MiB body limit: 1000 questions with 940-character labels. */
const EVENTS = 12;
/**
 * The server's V8 heap: room for the app, a 16 MiB cache and the largest page being answered (12 such events),
 * far from room for what the storm reads: every page of the events (each range of them, 78 pages) holds
 * 364 events' worth, ~360 MB, and each page is a cache entry of its own.
 */
const HEAP_MB = 256;

describe("a read storm of the largest events", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      database: "pglite",
      clients: [["acme"]],
      env: { NODE_OPTIONS: `--max-old-space-size=${HEAP_MB}` },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
  });

  it(
    `answers every event and every page of ${EVENTS} events of ~1 ` + `MiB, twice, within a ${HEAP_MB} MB heap`,
    async () => {
      const api = apiClient(server, await getToken(server, server.clients[0]));
      const ids: number[] = [];
      for (let i = 0; i < EVENTS; i++) {
        const questions = Array.from({ length: 1000 }, (_, q) => ({
          id: `q${q}`,
          type: "text",
          label: `${i} ${q} ${"x".repeat(940)}`,
        }));
        const created = await api("/api/events", { method: "POST", json: { name: `Large ${i}`, questions } });
        expect(created.status).toBe(201);
        ids.push(((await created.json()) as { id: number }).id);
      }
      const reads = [
        ...ids.map((id) => [`/api/events/${id}`, ""]),
        ...ids.flatMap((_, from) =>
          ids.slice(from).map((__, length) => ["/api/events", `resources=${from}-${from + length}`]),
        ),
      ];
      for (let round = 0; round < 2; round++) {
        for (const [pathname, range] of reads) {
          // A dead server (heap limit reached) fails here, with the read that killed it.
          const response = await api(pathname, { headers: range ? { Range: range } : {} }).catch((error: Error) => {
            throw new Error(
              `${pathname} ${range}: no answer (${error.message}); the server's ` +
                `log ends:\n${server.logs().slice(-500)}`,
            );
          });
          expect(response.status, `${pathname} ${range}`).toBeLessThan(300);
          await response.arrayBuffer();
        }
      }
    },
    600_000,
  );
});

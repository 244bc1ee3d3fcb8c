// A tenant's worst request costs the others at most a few milliseconds (docs/api.md "Limits against a hostile tenant"):
// registration checks run on
// worker threads (lib/api/validation-pool/pool.ts), so the thread that answers requests stays free while one tenant's
// costliest
// bodies are checked. (The 503 for a tenant past its share is tested on the pool itself:
// lib/api/validation-pool/pool.test.ts.)
import { describe, expect, it } from "vitest";
import { createEvent, useServer } from "../support/api-context";
import { DATABASES } from "../support/server";

// Just under 1 MiB of unknown question ids: parsing, checking and refusing it is the longest single computation.
const unknownIds = Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`unknown${i}`, { value: "x" }]));

describe.each(DATABASES)("registration checks off the request thread (%s)", (database) => {
  const ctx = useServer(database);

  it("keeps answering another tenant while the largest refusal is being built", async () => {
    const id = await createEvent(ctx.api);
    let done = false;
    const hostile = ctx
      .api(`/api/events/${id}/registrations`, { method: "POST", json: { values: unknownIds } })
      .finally(() => (done = true));
    // The other tenant's reads, one after another, while the hostile request is in flight. On the request thread,
    // the check would hold all of them until it ended (the old main answered none or one meanwhile).
    let answered = 0;
    while (!done) {
      const response = await ctx.other("/api/company");
      expect(response.status).toBe(200);
      if (!done) answered++;
    }
    const response = await hostile;
    expect(response.status).toBe(400);
    // 30,000 unknown ids, and the two required questions of the event left unanswered.
    expect(await response.json()).toMatchObject({ error: "invalidValues", details: { errorCount: 30_002 } });
    expect(answered).toBeGreaterThanOrEqual(5);
  }, 60_000);
});

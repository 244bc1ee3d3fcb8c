import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { useServer } from "../support/api-context";
import { DATABASES } from "../support/server";

// A model-based test of the event lifecycle: random sequences of create, patch, delete, list and count over HTTP,
// checked against an in-memory model of what the company's events should be.
type Model = { events: Map<number, string>; deleted: Set<number> };
type Real = { api: ReturnType<typeof useServer>["api"] };

class Create implements fc.AsyncCommand<Model, Real> {
  constructor(readonly name: string) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const response = await real.api("/api/events", { method: "POST", json: { name: this.name } });
    expect(response.status).toBe(201);
    model.events.set((await response.json()).id, this.name);
  }
  toString = () => `create(${JSON.stringify(this.name)})`;
}

class Patch implements fc.AsyncCommand<Model, Real> {
  constructor(
    readonly pick: number,
    readonly name: string,
  ) {}
  check = (model: Readonly<Model>) => model.events.size > 0;
  async run(model: Model, real: Real) {
    const id = [...model.events.keys()][this.pick % model.events.size];
    const read = await real.api(`/api/events/${id}`);
    const response = await real.api(`/api/events/${id}`, {
      method: "PATCH",
      json: { name: this.name },
      headers: { "If-Unmodified-Since": read.headers.get("last-modified")! },
    });
    expect(response.status).toBe(204);
    model.events.set(id, this.name);
  }
  toString = () => `patch(${this.pick}, ${JSON.stringify(this.name)})`;
}

class Delete implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.events.size > 0;
  async run(model: Model, real: Real) {
    const id = [...model.events.keys()][this.pick % model.events.size];
    expect((await real.api(`/api/events/${id}`, { method: "DELETE" })).status).toBe(204);
    model.events.delete(id);
    model.deleted.add(id);
  }
  toString = () => `delete(${this.pick})`;
}

class ReadDeleted implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}
  check = (model: Readonly<Model>) => model.deleted.size > 0;
  async run(model: Model, real: Real) {
    const id = [...model.deleted][this.pick % model.deleted.size];
    expect((await real.api(`/api/events/${id}`)).status).toBe(410);
  }
  toString = () => `readDeleted(${this.pick})`;
}

class ListAndCount implements fc.AsyncCommand<Model, Real> {
  constructor(readonly from: number) {}
  check = () => true;
  async run(model: Model, real: Real) {
    const expected = [...model.events.entries()].sort(([a], [b]) => a - b);
    const count = await real.api("/api/events", { method: "HEAD" });
    expect(count.headers.get("content-range")?.split("/")[1]).toBe(String(expected.length));
    const response = await real.api("/api/events", { headers: { Range: `resources=${this.from}-${this.from + 4}` } });
    if (expected.length === 0 ? this.from > 0 : this.from >= expected.length) {
      expect(response.status).toBe(416);
      return;
    }
    const page = (await response.json()) as { id: number; name: string }[];
    expect(page.map((event) => [event.id, event.name])).toEqual(expected.slice(this.from, this.from + 5));
  }
  toString = () => `list(${this.from})`;
}

describe.each(DATABASES)("event lifecycle against an in-memory model (%s)", (database) => {
  const ctx = useServer(database);
  let round = 0;

  it("create, patch, delete, list and count agree with the model", async () => {
    const name = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim().length > 0);
    const commands = [
      name.map((n) => new Create(n)),
      fc.tuple(fc.nat(), name).map(([pick, n]) => new Patch(pick, n)),
      fc.nat().map((pick) => new Delete(pick)),
      fc.nat().map((pick) => new ReadDeleted(pick)),
      fc.nat(8).map((from) => new ListAndCount(from)),
    ];
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 25 }), async (cmds) => {
        // Each run works in a fresh company: clean up what the previous run left.
        round++;
        const existing = (await (await ctx.api("/api/events", { headers: { Range: "resources=0-999" } })).json()) as {
          id: number;
        }[];
        for (const event of existing) await ctx.api(`/api/events/${event.id}`, { method: "DELETE" });
        await fc.asyncModelRun(
          () => ({ model: { events: new Map<number, string>(), deleted: new Set<number>() }, real: { api: ctx.api } }),
          cmds,
        );
      }),
      { numRuns: 12 },
    );
    expect(round).toBeGreaterThan(0);
  });
});

// The studio's writes are the person's versions (docs/studio.md "History"): the editor's save, a JSON import and a
// restore go through the API as the studio's client, which says whose they are and how; the history names them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "../../lib/sdk";
import { startServer, type TestServer } from "../support/server";
import { callAction, newJar, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const EVENTS = "app/(studio)/events/actions.ts";
const EDITOR = "app/(studio)/events/[eventId]/actions.ts";

describe.each(["pglite", "postgres"] as const)("studio writes are versions on %s", (database) => {
  let server: TestServer;
  let api: Client;
  const editor: Jar = newJar();
  beforeAll(async () => {
    server = await startServer({
      database,
      clients: [["histories"]],
      people: [
        {
          email: "ada@histories.example",
          name: "Ada Lovelace",
          password: PASSWORD,
          companies: [["histories", "editor"]],
        },
      ],
    });
    await signIn(server, editor, { email: "ada@histories.example", password: PASSWORD });
    api = createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  it("records the person as the author of a create, a save, an import and a restore", async () => {
    const created = await callAction(server, editor, "/events", EVENTS, "createEvent", {
      name: "Lead form",
      type: "standard",
    });
    expect(created.result).toMatchObject({ ok: true });
    const { id } = (created.result as { data: { id: number } }).data;
    const save = async (name: string, extra: Record<string, unknown> = {}) => {
      const read = await api.events.get(id);
      const answer = await callAction(server, editor, `/events/${id}`, EDITOR, "saveEvent", {
        eventId: id,
        form: { name, type: "standard", questions: [{ id: "email", type: "email", label: "E-mail" }] },
        basedOn: read.lastModified!.toUTCString(),
        ...extra,
      });
      expect(answer.result).toMatchObject({ ok: true, data: { status: "saved" } });
    };
    await save("Saved");
    await save("Imported", { how: "import" });
    await save("Restored", { how: "restore", restoredFrom: 1 });
    const { items } = await api.versions.list(id);
    expect(items.map(({ id: n, how, author, restoredFrom }) => ({ n, how, author, restoredFrom }))).toEqual([
      { n: 4, how: "restore", author: { kind: "person", name: "Ada Lovelace" }, restoredFrom: 1 },
      { n: 3, how: "import", author: { kind: "person", name: "Ada Lovelace" }, restoredFrom: undefined },
      { n: 2, how: "editor", author: { kind: "person", name: "Ada Lovelace" }, restoredFrom: undefined },
      { n: 1, how: "editor", author: { kind: "person", name: "Ada Lovelace" }, restoredFrom: undefined },
    ]);
  });
});

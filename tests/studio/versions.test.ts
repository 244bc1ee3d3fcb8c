// The studio's writes are the person's versions (docs/studio.md "History"): the editor's save, a JSON import and a
// restore go through the API as the studio's client, which says whose they are and how; the history names them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, type Client } from "../../lib/sdk";
import { startServer, type TestServer } from "../support/server";
import { callAction, newJar, send, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const EVENTS = "app/(studio)/events/actions.ts";
const EDITOR = "app/(studio)/events/[eventId]/actions.ts";
const HISTORY = "app/(studio)/events/[eventId]/history-actions.ts";

describe.each(["pglite", "postgres"] as const)("studio writes are versions on %s", (database) => {
  let server: TestServer;
  let api: Client;
  const editor: Jar = newJar();
  const owner: Jar = newJar();
  const viewer: Jar = newJar();
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
        {
          email: "grace@histories.example",
          name: "Grace Hopper",
          password: PASSWORD,
          companies: [["histories", "owner"]],
        },
        {
          email: "alan@histories.example",
          name: "Alan Turing",
          password: PASSWORD,
          companies: [["histories", "viewer"]],
        },
      ],
    });
    await signIn(server, viewer, { email: "alan@histories.example", password: PASSWORD });
    await signIn(server, editor, { email: "ada@histories.example", password: PASSWORD });
    await signIn(server, owner, { email: "grace@histories.example", password: PASSWORD });
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

    // The Activity page links each of these writes to the version it made; a version's author links to the
    // event's activity from that save on.
    const links = (html: string) => [...html.matchAll(new RegExp(`href="/events/${id}\\?version=(\\d+)"`, "g"))];
    const activity = await (await send(server, owner, `/activity?event=${id}`)).text();
    expect(links(activity).map((match) => Number(match[1]))).toEqual([4, 3, 2, 1]);
    const fromTwo = await (await send(server, owner, `/activity?event=${id}&version=2`)).text();
    expect(links(fromTwo).map((match) => Number(match[1]))).toEqual([2, 1]);
  });

  it("lets an editor name a version and refuses a viewer", async () => {
    const { id } = await api.events.create({ name: "Named", type: "standard", questions: [] });
    const name = (jar: Jar, n: number, words: string) =>
      callAction(server, jar, `/events/${id}`, HISTORY, "nameVersion", { eventId: id, n, name: words });
    expect((await name(editor, 1, "Before the show")).result).toMatchObject({ ok: true, data: { n: 1 } });
    expect((await api.versions.get(id, 1)).data.name).toBe("Before the show");
    expect((await name(viewer, 1, "Mine now")).result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await name(editor, 9, "No such")).result).toMatchObject({ ok: false, error: { code: "notFound" } });
    expect((await api.versions.get(id, 1)).data.name).toBe("Before the show");
  });
});

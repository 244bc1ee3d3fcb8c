// Roles over HTTP (docs/security.md "Roles"): every server action checks the person's role on the server, so hand-made
// requests
// get what the UI would not offer them — refused, and nothing changes. Support staff open any company as editors,
// and the company's activity says so.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../lib/sdk";
import { startServer, type TestServer } from "../support/server";
import { callAction, newJar, send, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const person = (email: string, companies: [string, "owner" | "editor" | "viewer"][], staff = false) => ({
  email,
  password: PASSWORD,
  companies,
  staff,
});

describe.each(["pglite", "postgres"] as const)("roles on %s", (database) => {
  let server: TestServer;
  const jars: Record<string, Jar> = {};
  beforeAll(async () => {
    server = await startServer({
      database,
      clients: [["roles"]],
      people: [
        person("owner@roles.example", [["roles", "owner"]]),
        person("editor@roles.example", [["roles", "editor"]]),
        person("viewer@roles.example", [["roles", "viewer"]]),
        person("staff@support.example", [], true),
        person("outsider@else.example", [["elsewhere", "owner"]]),
      ],
    });
    for (const email of [
      "owner@roles.example",
      "editor@roles.example",
      "viewer@roles.example",
      "staff@support.example",
      "outsider@else.example",
    ]) {
      jars[email] = newJar();
      await signIn(server, jars[email], { email, password: PASSWORD });
    }
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  const api = () =>
    createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
  const EVENTS = "app/(studio)/events/actions.ts";
  const EDITOR = "app/(studio)/events/[eventId]/actions.ts";
  const SETTINGS = "app/(studio)/settings/actions.ts";

  it(
    "refuses a viewer's hand-made create, save and delete, saying which " + "role it needs, and changes nothing",
    async () => {
      const { id } = await api().events.create({ name: "Viewer-proof" });
      const read = await api().events.get(id);
      const viewer = jars["viewer@roles.example"];
      const create = await callAction(server, viewer, "/events", EVENTS, "createEvent", {
        name: "By a viewer",
        type: "standard",
      });
      expect(create.result).toEqual({
        ok: false,
        error: {
          code: "forbidden",
          message:
            "Your role in this company (viewer) cannot do this: it needs owner or " +
            "editor. Ask an owner of the company to change your role.",
        },
      });
      const save = await callAction(server, viewer, `/events/${id}`, EDITOR, "saveEvent", {
        eventId: id,
        form: { name: "Saved by a viewer", type: "standard", questions: [] },
        basedOn: read.lastModified!.toUTCString(),
      });
      expect(save.result).toMatchObject({ ok: false, error: { code: "forbidden" } });
      const remove = await callAction(server, viewer, "/events", EVENTS, "deleteEvent", { eventId: id });
      expect(remove.result).toMatchObject({ ok: false, error: { code: "forbidden" } });
      expect((await api().events.get(id)).data.name).toBe("Viewer-proof");
      expect((await api().events.list()).items.map((event) => (event as { name?: string }).name)).not.toContain(
        "By a viewer",
      );
    },
  );

  it("lets an editor save, and refuses them the owners' actions", async () => {
    const editor = jars["editor@roles.example"];
    const create = await callAction(server, editor, "/events", EVENTS, "createEvent", {
      name: "By an editor",
      type: "standard",
    });
    expect(create.result).toMatchObject({ ok: true });
    for (const [page, name, input] of [
      ["/settings/members", "inviteMember", { role: "owner", note: "" }],
      ["/settings/api-clients", "createApiClient", { name: "Sneaky" }],
      ["/account", "renameCompany", { name: "Taken over" }],
    ] as const) {
      const answer = await callAction(server, editor, page, SETTINGS, name, input);
      expect(answer.result, name).toMatchObject({
        ok: false,
        error: { code: "forbidden", message: expect.stringContaining("it needs owner") },
      });
    }
    const members = await send(server, editor, "/settings/members");
    expect(await members.text()).toContain("Not available to your role");
  });

  it("keeps a person out of a company they do not belong to", async () => {
    const outsider = jars["outsider@else.example"];
    const answer = await callAction(server, outsider, "/events", "app/(studio)/account/actions.ts", "switchCompany", {
      username: "roles",
    });
    expect(answer.result).toMatchObject({
      ok: false,
      error: {
        code: "companyNotAllowed",
        message: 'You are not a member of "roles". Ask one of its owners for an invitation.',
      },
    });
    expect(await (await send(server, outsider, "/events")).text()).toContain("@elsewhere");
  });

  it("lets support staff open any company as an editor, recorded in that company's activity", async () => {
    const staff = jars["staff@support.example"];
    const opened = await callAction(server, staff, "/account", "app/(studio)/account/actions.ts", "switchCompany", {
      username: "roles",
    });
    expect(opened.result).toEqual({ ok: true, data: { username: "roles" } });
    const events = await (await send(server, staff, "/events")).text();
    expect(events).toContain("@roles");
    expect(events).toContain("Support (editor)");
    const activity = await (await send(server, jars["owner@roles.example"], "/activity")).text();
    expect(activity.replace(/<!-- -->/g, "")).toMatch(
      /staff &lt;staff@support\.example&gt;<\/bdi> <span>opened the company as support staff/,
    );
    const invite = await callAction(server, staff, "/settings/members", SETTINGS, "inviteMember", {
      role: "owner",
      note: "",
    });
    expect(invite.result).toMatchObject({ ok: false, error: { code: "forbidden" } });
  });
});

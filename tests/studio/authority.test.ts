// Account security over HTTP on both databases (docs/security.md "Invitations", "API clients", "Activity"): an
// invitation carries its creator's authority, a link bound to an address refuses anyone else, a member pressing Join
// does not spend a link, the page says who invites you, removing a member lists and keeps (or revokes) the API
// clients they made, and deleting registrations is recorded.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../lib/sdk";
import { startServer, type TestServer } from "../support/server";
import { actionId, callAction, newJar, send, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const SETTINGS = "app/(studio)/settings/actions.ts";
const INVITE = "app/(auth)/invite/[token]/actions.ts";
const REGISTRATIONS = "app/(studio)/events/[eventId]/registrations/actions.ts";
// Seeded in this order on a fresh database, so their ids are 1, 2, 3 … (the Members page names nobody by id).
const PEOPLE = [
  { email: "first@authority.example", name: "Fiona First", companies: [["authority", "owner"]] },
  { email: "second@authority.example", name: "Sam Second", companies: [["authority", "owner"]] },
  { email: "third@authority.example", name: "Theo Third", companies: [["authority", "owner"]] },
  { email: "editor@authority.example", name: "Eddie Editor", companies: [["authority", "editor"]] },
  { email: "comer@else.example", name: "Cora Comer", companies: [["elsewhere", "owner"]] },
] as const;
const ID = { first: 1, second: 2, third: 3, editor: 4 };

/** Sends the invitation's new-account form as the browser does: the bound token, the previous state, then the form. */
async function joinWithNewAccount(
  server: TestServer,
  path: string,
  fields: { name: string; email: string; password: string },
): Promise<string> {
  const body = new FormData();
  // The form's fields first, then the arguments that refer to them ($K1), as React sends them.
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify([path.slice("/invite/".length), { message: null, field: null, values: {} }, "$K1"]));
  const response = await send(server, newJar(), path, {
    method: "POST",
    body,
    headers: {
      "next-action": actionId(INVITE, "joinWithNewAccount"),
      origin: server.baseUrl,
      accept: "text/x-component",
    },
  });
  return (await response.text()).replace(/<!-- -->/g, "");
}

/** The text a page shows, without React's comment markers. */
const pageText = async (server: TestServer, jar: Jar, path: string) =>
  (await (await send(server, jar, path)).text()).replace(/<!-- -->/g, "");
const message = (text: string) => /"message":"([^"]*)"/.exec(text)?.[1] ?? null;

describe.each(["pglite", "postgres"] as const)("account security on %s", (database) => {
  let server: TestServer;
  const jars: Record<string, Jar> = {};
  beforeAll(async () => {
    server = await startServer({
      database,
      clients: [["authority"]],
      people: PEOPLE.map((person) => ({
        ...person,
        password: PASSWORD,
        companies: person.companies.map(([company, role]) => [company, role]) as [
          string,
          "owner" | "editor" | "viewer",
        ][],
      })),
    });
    for (const { email } of PEOPLE) {
      jars[email] = newJar();
      await signIn(server, jars[email], { email, password: PASSWORD });
    }
  }, 180_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  const jar = (who: keyof typeof ID | "comer") => jars[`${who}@${who === "comer" ? "else" : "authority"}.example`];
  const invite = async (who: keyof typeof ID, role: "owner" | "editor" | "viewer", email = "") => {
    const answer = await callAction(server, jar(who), "/settings/members", SETTINGS, "inviteMember", {
      role,
      note: `by ${who}`,
      email,
    });
    expect(answer.result).toMatchObject({ ok: true });
    return (answer.result!.data as { path: string }).path;
  };
  const joinAs = async (who: "comer" | keyof typeof ID, path: string) =>
    callAction(server, jar(who), path, INVITE, "joinAsSignedIn", path.slice("/invite/".length));
  const memberOfAuthority = async (who: "comer") =>
    (
      await callAction(server, jar(who), "/events", "app/(studio)/account/actions.ts", "switchCompany", {
        username: "authority",
      })
    ).result?.ok === true;

  it(
    "ends the links of an owner who was removed: nobody joins through them, " + "and the Members page says so",
    async () => {
      const ownerLink = await invite("first", "owner");
      const viewerLink = await invite("first", "viewer");
      const removed = await callAction(server, jar("second"), "/settings/members", SETTINGS, "removeCompanyMember", {
        personId: ID.first,
      });
      expect(removed.result).toMatchObject({ ok: true, data: { endedInvitations: 2 } });
      for (const link of [ownerLink, viewerLink]) {
        expect(message((await joinAs("comer", link)).text)).toMatch(
          /^This invitation has ended: the person who sent it no longer has the right to invite with this role/,
        );
        expect(await pageText(server, newJar(), link)).toContain("This invitation has ended");
      }
      expect(await memberOfAuthority("comer")).toBe(false);
      const members = await pageText(server, jar("second"), "/settings/members");
      expect(members).toContain("Ended (its creator may no longer invite with this role)");
      const removal = new RegExp(
        [
          String.raw`removed<\/span> “<bdi>Fiona First &lt;first@authority\.example&gt;; `,
          String.raw`2 pending invitations they made ended<\/bdi>”`,
        ].join(""),
      );
      expect(await pageText(server, jar("second"), "/activity")).toMatch(removal);
    },
  );

  it(
    "tells the removed owner's open tab what happened: the next action and " + "the next page say they were removed",
    async () => {
      // Fiona was removed in the test above; her browser still holds the cookie of the session that ended.
      const refused = await callAction(server, jar("first"), "/settings/members", SETTINGS, "inviteMember", {
        role: "viewer",
        note: "after removal",
        email: "",
      });
      expect(refused.result).toMatchObject({ ok: false, error: { code: "removed" } });
      const removedMessage = new RegExp(
        [
          String.raw`^You were removed from .+\. Your changes are kept as a draft in this browser: `,
          String.raw`ask an owner of .+ to invite you again`,
        ].join(""),
      );
      expect(refused.result?.error?.message).toMatch(removedMessage);
      const page = await send(server, jar("first"), "/events", { redirect: "manual" });
      expect(page.status).toBe(307);
      expect(page.headers.get("location")).toMatch(/\/sign-in\?reason=removed&callbackUrl=%2Fevents$/);
      // A session that merely ended (signed out) still says so, not "removed".
      const stranger = newJar();
      stranger.set("authjs.session-token", "not-a-session");
      expect(
        (
          await callAction(server, stranger, "/settings/members", SETTINGS, "inviteMember", {
            role: "viewer",
            note: "x",
            email: "",
          })
        ).result,
      ).toMatchObject({ ok: false, error: { code: "signedOut" } });
    },
  );

  it("ends the links above a demoted owner's new role and keeps the others", async () => {
    const ownerLink = await invite("third", "owner");
    const editorLink = await invite("third", "editor");
    const demoted = await callAction(server, jar("second"), "/settings/members", SETTINGS, "changeMemberRole", {
      personId: ID.third,
      role: "editor",
    });
    expect(demoted.result).toMatchObject({ ok: true, data: { endedInvitations: 1 } });
    expect(message((await joinAs("comer", ownerLink)).text)).toMatch(/^This invitation has ended/);
    expect(await memberOfAuthority("comer")).toBe(false);
    // The editor link still works: a demotion to editor leaves the right to invite editors with it.
    expect(await pageText(server, newJar(), editorLink)).toContain("Join authority");
    await callAction(server, jar("second"), "/settings/members", SETTINGS, "changeMemberRole", {
      personId: ID.third,
      role: "owner",
    });
  });

  it(
    "says who invites you to which company with which role, and a member " +
      "already pressing Join does not spend the link",
    async () => {
      const link = await invite("second", "viewer");
      const page = await pageText(server, newJar(), link);
      const invitation = new RegExp(
        [
          String.raw`<bdi class="font-semibold">Sam Second<\/bdi> invited you to join <strong>authority<\/strong> `,
          String.raw`\(@authority\) as <strong>viewer<\/strong>`,
        ].join(""),
      );
      expect(page).toMatch(invitation);
      const pressed = await joinAs("editor", link);
      expect(message(pressed.text)).toBeNull();
      // The editor keeps their role, and the link still works for the person it was meant for.
      expect(await pageText(server, jar("editor"), "/events")).toMatch(/data-testid="current-role"[^>]*>Editor</);
      expect(await pageText(server, newJar(), link)).toContain("Join authority");
    },
  );

  it("refuses a link bound to an e-mail address to anybody else, and leaves it usable", async () => {
    const link = await invite("second", "editor", "Someone@Bound.example");
    expect(await pageText(server, jar("comer"), link)).toContain("This invitation is for another e-mail address");
    expect(message((await joinAs("comer", link)).text)).toMatch(/^This invitation is for another e-mail address/);
    expect(await memberOfAuthority("comer")).toBe(false);
    const open = await pageText(server, newJar(), link);
    expect(open).toContain("This invitation is for one e-mail address only");
    expect(open).not.toContain("someone@bound.example");
    const refused = await callAction(server, jar("second"), "/settings/members", SETTINGS, "inviteMember", {
      role: "editor",
      note: "",
      email: "not an address",
    });
    expect(refused.result).toMatchObject({
      ok: false,
      error: {
        code: "invalidInput",
        message: expect.stringContaining("enter an e-mail address like name@company.com, or leave it empty"),
      },
    });
  });

  it(
    "does not tell a link holder which addresses have an account, and lets " + "one link ask only three times",
    async () => {
      const link = await invite("second", "viewer");
      const taken = [];
      for (const email of ["editor@authority.example", "comer@else.example", "second@authority.example"])
        taken.push(
          await joinWithNewAccount(server, link, { name: "Probe", email, password: "a long enough probing phrase" }),
        );
      for (const answer of taken) {
        expect(answer).toContain(
          "No new account can be made with this e-mail address. If you already " +
            "have a Capture Studio account, sign in with it to join; otherwise use " +
            "another address.",
        );
        expect(answer).not.toContain("already signs in");
      }
      // The fourth answer is the same for any address, free or not: the link no longer answers about addresses.
      const fourth = await joinWithNewAccount(server, link, {
        name: "Probe",
        email: "free@nowhere.example",
        password: "a long enough probing phrase",
      });
      expect(fourth).toContain("This link was tried with too many e-mail addresses that cannot be used.");
      expect(
        await signIn(server, newJar(), {
          email: "free@nowhere.example",
          password: "a long enough probing phrase",
        }).then((response) => response.headers.get("location")),
      ).toMatch(/error|sign-in/);
      // A fresh link still lets a new person join, in one step.
      const fresh = await invite("second", "viewer");
      await joinWithNewAccount(server, fresh, {
        name: "Nora New",
        email: "nora@new.example",
        password: "nora joins the team today",
      });
      const nora = newJar();
      await signIn(server, nora, { email: "nora@new.example", password: "nora joins the team today" });
      expect(await pageText(server, nora, "/events")).toMatch(/data-testid="current-role"[^>]*>Viewer</);
    },
  );

  it("lists the API clients a removed owner made, keeps them unless asked, and records both", async () => {
    const made = [];
    for (const name of ["Badge scanner", "CRM sync"]) {
      const created = await callAction(server, jar("third"), "/settings/api-clients", SETTINGS, "createApiClient", {
        name,
      });
      made.push((created.result!.data as { clientId: string }).clientId);
    }
    expect(await pageText(server, jar("second"), "/settings/api-clients")).toContain(
      "by <bdi>Theo Third &lt;third@authority.example&gt;</bdi>",
    );
    const removed = await callAction(server, jar("second"), "/settings/members", SETTINGS, "removeCompanyMember", {
      personId: ID.third,
      revokeClientIds: [made[1]],
    });
    expect(removed.result).toMatchObject({
      ok: true,
      data: { keptClients: ["Badge scanner"], revokedClients: ["CRM sync"] },
    });
    const clients = await pageText(server, jar("second"), "/settings/api-clients");
    expect(clients).toContain(made[0]);
    expect(clients).not.toContain(made[1]);
    const activity = await pageText(server, jar("second"), "/activity");
    expect(activity).toContain("kept the API client they made: Badge scanner; revoked CRM sync");
    expect(activity).toContain(
      `revoked the API client</span> “<bdi>CRM sync (${made[1]}), made ` +
        `by Theo Third &lt;third@authority.example&gt;</bdi>”`,
    );
  });

  it("records deleting one registration and all of them, with who and how many", async () => {
    const api = createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
    const { id: eventId } = await api.events.create({
      name: "Spring Expo",
      questions: [{ id: "email", type: "email", label: "E-mail", required: true }] as never,
    });
    const ids = [];
    for (const email of ["a@x.example", "b@x.example", "c@x.example"])
      ids.push((await api.registrations.create(eventId, { email: { value: email } })).id);
    const one = await callAction(
      server,
      jar("editor"),
      `/events/${eventId}/registrations`,
      REGISTRATIONS,
      "deleteRegistration",
      { eventId, registrationId: ids[0] },
    );
    expect(one.result).toMatchObject({ ok: true });
    const all = await callAction(
      server,
      jar("editor"),
      `/events/${eventId}/registrations`,
      REGISTRATIONS,
      "deleteAllRegistrations",
      { eventId },
    );
    expect(all.result).toMatchObject({ ok: true });
    const activity = await pageText(server, jar("second"), "/activity");
    expect(activity).toContain(
      `<bdi class="rounded bg-slate-100 px-1.5 py-0.5 font-medium text-slate-900" ` +
        `data-testid="activity-actor">Eddie Editor &lt;editor@authority.example&gt;</bdi> ` +
        `<span>deleted a registration of the event</span> “<bdi>Spring ` +
        `Expo (1 registration: ${ids[0]})</bdi>”`,
    );
    expect(activity).toContain(
      "<span>deleted every registration of the event</span> “<bdi>Spring Expo (2 registrations)</bdi>”",
    );
  });
});

// The lead's follow-up e-mail over HTTP on PGlite and PostgreSQL with a real SMTP server (tests/support/smtp.ts):
// written in the studio, then sent once per registration the API creates with an e-mail address, whether an API
// client, an idempotent replay or a capture device sends it; none when the visitor did not tick emailMe; cancelled,
// never sent, when the registration is deleted first (the SMTP server is down until then); its state in the studio.
import net from "node:net";
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, DATABASES, getToken, startServer, VENDOR, type TestServer } from "../support/server";
import { recipientsOf, startTestSmtp, type TestSmtp } from "../support/smtp";
import { callAction, newJar, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const EDITOR = "editor@stand.example";
const VIEWER = "viewer@stand.example";
const FOLLOW_UP = "app/(studio)/events/[eventId]/follow-up-actions.ts";
const REGISTRATIONS = "app/(studio)/events/[eventId]/registrations/actions.ts";
/** Long, so that a mail whose first try found the SMTP server down waits while the test deletes its registration. */
const RETRY_BASE_SECONDS = "60";
const questions = [
  { id: "fullName", type: "text", label: "Name" },
  { id: "email", type: "email", label: "E-mail" },
  { id: "company", type: "text", label: "Company" },
  { id: "emailMe", type: "checkbox", label: "E-mail me the brochure" },
];
const template = {
  enabled: true,
  subject: "Thanks for visiting, {fullName}",
  body: "Dear {fullName} of {company},\n\nHere is the brochure.",
};
const lead = (email: string, emailMe?: boolean, extra: Record<string, unknown> = {}) => ({
  values: {
    fullName: { value: "Ada Lovelace" },
    email: { value: email },
    company: { value: "Engines <&> Co" },
    ...(emailMe === undefined ? {} : { emailMe: { value: emailMe } }),
    ...extra,
  },
});

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.each(DATABASES)("the follow-up e-mail (%s)", (database) => {
  let server: TestServer;
  let smtp: TestSmtp | undefined;
  let smtpPort: number;
  let api: ReturnType<typeof apiClient>;
  const jar: Jar = newJar();
  const viewerJar: Jar = newJar();

  beforeAll(async () => {
    smtpPort = await freePort();
    server = await startServer({
      database,
      clients: [["stand"]],
      people: [
        { email: EDITOR, name: "Eddie Editor", password: PASSWORD, companies: [["stand", "editor"]] },
        { email: VIEWER, name: "Vera Viewer", password: PASSWORD, companies: [["stand", "viewer"]] },
      ],
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Stand <stand@capture.test>",
        MAIL_RETRY_BASE_SECONDS: RETRY_BASE_SECONDS,
      },
    });
    api = apiClient(server, await getToken(server, server.clients[0]));
    await signIn(server, jar, { email: EDITOR, password: PASSWORD });
    await signIn(server, viewerJar, { email: VIEWER, password: PASSWORD });
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
    await smtp?.stop();
  });

  async function newEvent(form = questions, settings: typeof template | null = template): Promise<number> {
    const response = await api("/api/events", { method: "POST", json: { name: "Stand Expo", questions: form } });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    if (settings) {
      const written = await callAction(server, jar, `/events/${id}`, FOLLOW_UP, "writeFollowUp", {
        eventId: id,
        ...settings,
      });
      expect(written.result).toMatchObject({ ok: true });
    }
    return id;
  }
  async function register(eventId: number, body: unknown, headers: Record<string, string> = {}, as = api) {
    const response = await as(`/api/events/${eventId}/registrations`, { method: "POST", json: body, headers });
    expect(response.status).toBe(201);
    return ((await response.json()) as { id: string }).id;
  }
  const followUpState = async (eventId: number, registrationId: string) =>
    (
      await callAction(server, jar, `/events/${eventId}/registrations`, REGISTRATIONS, "readFollowUpState", {
        eventId,
        registrationId,
      })
    ).result;
  /** Waits for the mail to `address` (a later marker proves that earlier ones that never came were not sent). */
  async function mailTo(address: string): Promise<ParsedMail> {
    for (;;) {
      const found = smtp!.messages.find((message) => recipientsOf(message).includes(address));
      if (found) return found;
      await smtp!.waitForMessages(smtp!.messages.length + 1, 60_000);
    }
  }
  const countTo = (address: string) =>
    smtp!.messages.filter((message) => recipientsOf(message).includes(address)).length;

  it("keeps the mail while the SMTP server is down; deleting the registration cancels it, never sent", async () => {
    const eventId = await newEvent();
    const id = await register(eventId, lead("deleted@example.com", true));
    // Its first try found no SMTP server: queued again, for a try RETRY_BASE_SECONDS later.
    for (;;) {
      const state = await followUpState(eventId, id);
      expect(state).toMatchObject({ ok: true, data: { state: expect.stringMatching(/queued|sending/) } });
      if ((state?.data as { lastError: string | null }).lastError) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const deleted = await api(`/api/events/${eventId}/registrations/${id}`, { method: "DELETE" });
    expect(deleted.status).toBe(204);
    expect(await followUpState(eventId, id)).toMatchObject({ ok: true, data: { state: "cancelled" } });
    smtp = await startTestSmtp({ port: smtpPort });
    const marker = await register(eventId, lead("marker@example.com", true));
    await mailTo("marker@example.com");
    expect(countTo("deleted@example.com")).toBe(0);
    expect(await followUpState(eventId, marker)).toMatchObject({ ok: true, data: { state: "sent" } });
  });

  it("POST with emailMe ticked: exactly one mail to the e-mail answer, with the answers in words", async () => {
    const eventId = await newEvent();
    await register(eventId, lead("ada@example.com", true));
    const mail = await mailTo("ada@example.com");
    expect(mail.subject).toBe("Thanks for visiting, Ada Lovelace");
    expect(mail.text?.trim()).toBe("Dear Ada Lovelace of Engines <&> Co,\n\nHere is the brochure.");
    expect(mail.html).toContain("<p>Dear Ada Lovelace of Engines &lt;&amp;&gt; Co,</p>");
    expect(recipientsOf(mail)).toEqual(["ada@example.com"]);
    await register(eventId, lead("after-ada@example.com", true));
    await mailTo("after-ada@example.com");
    expect(countTo("ada@example.com")).toBe(1);
  });

  it("POST with emailMe unticked: no mail (a later registration's mail comes alone)", async () => {
    const eventId = await newEvent();
    const unticked = await register(eventId, lead("no-thanks@example.com", false));
    await register(eventId, lead("after-no-thanks@example.com", true));
    await mailTo("after-no-thanks@example.com");
    expect(countTo("no-thanks@example.com")).toBe(0);
    expect(await followUpState(eventId, unticked)).toEqual({ ok: true, data: null });
  });

  it("a form without an emailMe question: the mail goes whenever there is an e-mail answer", async () => {
    const eventId = await newEvent(questions.filter((question) => question.id !== "emailMe"));
    await register(eventId, lead("plain@example.com"));
    expect((await mailTo("plain@example.com")).subject).toBe("Thanks for visiting, Ada Lovelace");
  });

  it("a follow-up turned off, or never written, sends nothing", async () => {
    const off = await newEvent(questions, { ...template, enabled: false });
    const unset = await newEvent(questions, null);
    await register(off, lead("off@example.com", true));
    await register(unset, lead("unset@example.com", true));
    const on = await newEvent();
    await register(on, lead("after-off@example.com", true));
    await mailTo("after-off@example.com");
    expect(countTo("off@example.com") + countTo("unset@example.com")).toBe(0);
  });

  it("an idempotent POST replayed: one registration, one mail", async () => {
    const eventId = await newEvent();
    const headers = { "Idempotency-Key": "lead-0001" };
    const first = await register(eventId, lead("replayed@example.com", true), headers);
    const again = await api(`/api/events/${eventId}/registrations`, {
      method: "POST",
      json: lead("replayed@example.com", true),
      headers,
    });
    expect(again.status).toBe(201);
    expect(((await again.json()) as { id: string }).id).toBe(first);
    await mailTo("replayed@example.com");
    await register(eventId, lead("after-replay@example.com", true));
    await mailTo("after-replay@example.com");
    expect(countTo("replayed@example.com")).toBe(1);
  });

  it("a capture device's lead (with its idempotency key): one mail", async () => {
    const eventId = await newEvent();
    const { appPasscode } = (await (await api("/api/company")).json()) as { appPasscode: string };
    const signedIn = await fetch(`${server.baseUrl}/api/capture/devices`, {
      method: "POST",
      headers: { Accept: VENDOR, "Content-Type": VENDOR },
      body: JSON.stringify({ username: "stand", appPasscode, staff: "Bo" }),
    });
    expect(signedIn.status).toBe(201);
    const device = apiClient(server, ((await signedIn.json()) as { access_token: string }).access_token);
    const headers = { "Idempotency-Key": "device-lead-1" };
    await register(eventId, lead("tablet@example.com", true), headers, device);
    await register(eventId, lead("tablet@example.com", true), headers, device);
    await mailTo("tablet@example.com");
    await register(eventId, lead("after-tablet@example.com", true));
    await mailTo("after-tablet@example.com");
    expect(countTo("tablet@example.com")).toBe(1);
  });

  it("a PATCH of the registration sends no second mail", async () => {
    const eventId = await newEvent();
    const id = await register(eventId, lead("patched@example.com", true));
    await mailTo("patched@example.com");
    const read = await api(`/api/events/${eventId}/registrations/${id}`);
    const patched = await api(`/api/events/${eventId}/registrations/${id}`, {
      method: "PATCH",
      json: { values: { company: { value: "Other Co" } } },
      headers: { "If-Unmodified-Since": read.headers.get("last-modified")! },
    });
    expect(patched.status).toBe(204);
    await register(eventId, lead("after-patch@example.com", true));
    await mailTo("after-patch@example.com");
    expect(countTo("patched@example.com")).toBe(1);
  });

  it("a viewer reads the follow-up and may not change it", async () => {
    const eventId = await newEvent();
    const page = `/events/${eventId}`;
    const read = await callAction(server, viewerJar, page, FOLLOW_UP, "readFollowUp", { eventId });
    expect(read.result).toEqual({ ok: true, data: template });
    const refused = await callAction(server, viewerJar, page, FOLLOW_UP, "writeFollowUp", {
      eventId,
      ...template,
      enabled: false,
    });
    expect(refused.result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await callAction(server, jar, page, FOLLOW_UP, "readFollowUp", { eventId })).result).toEqual({
      ok: true,
      data: template,
    });
  });
});

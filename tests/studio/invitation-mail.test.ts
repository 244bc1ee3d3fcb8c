// Invitations by e-mail and the owners' outbox over HTTP, on both databases, with a real SMTP server
// (docs/studio.md "Inviting by e-mail", "The outbox"): one mail per invitation with an address, none without; a
// resend renews the link (the old one is dead) and is limited; revoking cancels an unsent mail and kills the link;
// the Mail page lists the company's messages only, never a link, and retries a failed one; other roles are refused.
import type { ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { recipientsOf, startTestSmtp, type TestSmtp } from "../support/smtp";
import { actionId, callAction, newJar, send, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const SETTINGS = "app/(studio)/settings/actions.ts";
const MAIL = "app/(studio)/settings/mail/actions.ts";
const INVITE = "app/(auth)/invite/[token]/actions.ts";
const PEOPLE = [
  { email: "owner@mailco.example", name: "Olive Owner", companies: [["mailco", "owner"]] },
  { email: "editor@mailco.example", name: "Eddie Editor", companies: [["mailco", "editor"]] },
  { email: "viewer@mailco.example", name: "Vera Viewer", companies: [["mailco", "viewer"]] },
  { email: "cora@else.example", name: "Cora Comer", companies: [["elsewhere", "owner"]] },
] as const;
type Who = "owner" | "editor" | "viewer" | "cora";

const text = async (server: TestServer, jar: Jar, path: string) =>
  (await (await send(server, jar, path)).text()).replace(/<!-- -->/g, "");
const tokenOf = (path: string) => path.slice("/invite/".length);
const linkIn = (message: ParsedMail) => /\/invite\/([\w-]+)/.exec(message.text ?? "")?.[1] ?? null;

/** Waits until `check` passes on a fresh read of a page (the mail worker works in the background). */
async function eventually(read: () => Promise<string>, check: (html: string) => boolean, what: string) {
  const deadline = Date.now() + 30_000;
  let html = "";
  while (Date.now() < deadline) {
    html = await read();
    if (check(html)) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Waited in vain for ${what}`);
}

/** The outbox page's rows: id, and the row's text. */
const outboxRows = (html: string) =>
  [...html.matchAll(/<tr data-message-id="(\d+)">(.*?)<\/tr>/g)].map((match) => ({
    id: Number(match[1]),
    html: match[2],
  }));

describe.each(["pglite", "postgres"] as const)("invitations by e-mail on %s", (database) => {
  let server: TestServer;
  let smtp: TestSmtp;
  const jars = {} as Record<Who, Jar>;
  beforeAll(async () => {
    // Refuses @refused.example for good (550) and @later.example for now (451); accepts the rest.
    smtp = await startTestSmtp({
      answer: (message) => {
        const to = recipientsOf(message).join(",");
        if (to.endsWith("@refused.example")) return { code: 550, message: "No such mailbox here" };
        if (to.endsWith("@later.example")) return { code: 451, message: "Greylisted, try later" };
        return "accept";
      },
    });
    server = await startServer({
      database,
      people: PEOPLE.map((person) => ({ ...person, password: PASSWORD, companies: [...person.companies] })) as never,
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Mailco Studio <studio@mailco.example>" },
    });
    for (const person of PEOPLE) {
      const who = person.email.split("@")[0] as Who;
      jars[who] = newJar();
      await signIn(server, jars[who], { email: person.email, password: PASSWORD });
    }
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
    await smtp?.stop();
  });

  const invite = async (email: string, role = "viewer", who: Who = "owner") => {
    const answer = await callAction(server, jars[who], "/settings/members", SETTINGS, "inviteMember", {
      role,
      note: `for ${email || "anyone"}`,
      email,
    });
    expect(answer.result).toMatchObject({ ok: true });
    return answer.result!.data as { id: number; path: string; mailedTo: string | null };
  };
  const resend = (invitationId: number, who: Who = "owner") =>
    callAction(server, jars[who], "/settings/members", SETTINGS, "resendInvitation", { invitationId });
  const mailTo = (address: string) => smtp.messages.filter((message) => recipientsOf(message).includes(address));
  const members = () => text(server, jars.owner, "/settings/members");
  const mailPage = (who: Who = "owner") => text(server, jars[who], "/settings/mail");
  /** The mail state of the invitation row whose note names `address`. */
  const mailStateOf = (html: string, address: string) =>
    new RegExp(`for ${address.replace(/[.]/g, "\\.")}((?!</tr>).)*?data-mail-state="(\\w+)"`).exec(html)?.[2] ?? null;

  it("e-mails an invitation's link to its address, once, and nothing without an address; the link joins", async () => {
    const anyone = await invite("");
    expect(anyone.mailedTo).toBeNull();
    const cora = await invite("cora@else.example");
    expect(cora.mailedTo).toBe("cora@else.example");
    // The worker sends in the order messages were queued: had the first invitation queued one, it came first.
    const [first] = await smtp.waitForMessages(1);
    expect(recipientsOf(first)).toEqual(["cora@else.example"]);
    expect(first.subject).toMatch(/^Olive Owner invites you to .+ on Capture Studio$/);
    expect(first.text).toContain("as viewer");
    expect(linkIn(first)).toBe(tokenOf(cora.path));
    expect(first.html).toContain(`href="${server.baseUrl}${cora.path}"`);
    await eventually(members, (html) => mailStateOf(html, "cora@else.example") === "sent", "the row to say sent");
    expect(mailStateOf(await members(), "anyone")).toBeNull();

    const joined = await callAction(server, jars.cora, cora.path, INVITE, "joinAsSignedIn", linkIn(first));
    expect(joined.text).not.toContain('"message":"');
    const switched = await callAction(
      server,
      jars.cora,
      "/events",
      "app/(studio)/account/actions.ts",
      "switchCompany",
      {
        username: "mailco",
      },
    );
    expect(switched.result).toMatchObject({ ok: true });
    expect(mailTo("cora@else.example")).toHaveLength(1);
  });

  it("resends with a new link (the old one is dead), and refuses past the limit", async () => {
    const dana = await invite("dana@mail.example");
    await eventually(members, (html) => mailStateOf(html, "dana@mail.example") === "sent", "the first mail sent");
    let previous = tokenOf(dana.path);
    for (let sent = 2; sent <= 5; sent++) {
      const again = await resend(dana.id);
      expect(again.result).toMatchObject({ ok: true, data: { email: "dana@mail.example" } });
      const token = tokenOf((again.result!.data as { path: string }).path);
      expect(token).not.toBe(previous);
      await eventually(
        async () => String(mailTo("dana@mail.example").length),
        (count) => Number(count) === sent,
        `mail ${sent} to dana`,
      );
      const latest = mailTo("dana@mail.example").at(-1)!;
      expect(linkIn(latest)).toBe(token);
      expect(latest.text).toContain("Links sent earlier for this invitation no longer work.");
      expect(await text(server, newJar(), `/invite/${previous}`)).toContain("This invitation cannot be used");
      expect(await text(server, newJar(), `/invite/${token}`)).toContain("Join ");
      previous = token;
      await eventually(members, (html) => mailStateOf(html, "dana@mail.example") === "sent", `mail ${sent} sent`);
    }
    const refused = await resend(dana.id);
    expect(refused.result).toMatchObject({ ok: false, error: { code: "rateLimited" } });
    expect(await text(server, newJar(), `/invite/${previous}`)).toContain("Join ");
    expect(await text(server, jars.owner, "/activity")).toContain("e-mailed the invitation again to");
  });

  it("refuses a resend while the mail waits, and revoking cancels it and kills the link", async () => {
    const later = await invite("lou@later.example");
    await eventually(
      members,
      (html) => /Queued \(last try: [^<]*Greylisted/.test(html) && mailStateOf(html, "lou@later.example") === "queued",
      "the greylisted mail to be queued again",
    );
    expect(await resend(later.id)).toMatchObject({ result: { ok: false, error: { code: "mailPending" } } });
    const revoked = await callAction(server, jars.owner, "/settings/members", SETTINGS, "revokeInvitation", {
      invitationId: later.id,
    });
    expect(revoked.result).toMatchObject({ ok: true });
    expect(mailStateOf(await members(), "lou@later.example")).toBe("cancelled");
    expect(await text(server, newJar(), later.path)).toContain("revoked");
    expect(await resend(later.id)).toMatchObject({ result: { ok: false, error: { code: "notPending" } } });
  });

  it("cancels the unsent mail of an invitation used through its copied link", async () => {
    const una = await invite("una@later.example");
    // Greylisted: queued again for a later try, so no sender holds it while Una joins.
    await eventually(
      members,
      (html) => /for una@later\.example((?!<\/tr>).)*last try: [^<]*Greylisted/.test(html),
      "una's mail to be greylisted",
    );
    const body = new FormData();
    for (const [name, value] of Object.entries({
      name: "Una",
      email: "una@later.example",
      password: "una joins by a copied link",
    }))
      body.append(`_1_${name}`, value);
    body.append("0", JSON.stringify([tokenOf(una.path), { message: null, field: null, values: {} }, "$K1"]));
    const joined = await send(server, newJar(), una.path, {
      method: "POST",
      body,
      headers: {
        "next-action": actionId(INVITE, "joinWithNewAccount"),
        origin: server.baseUrl,
        accept: "text/x-component",
      },
    });
    expect(joined.status).toBe(200);
    const html = await members();
    expect(html).toMatch(/for una@later\.example((?!<\/tr>).)*Used/);
    expect(mailStateOf(html, "una@later.example")).toBe("cancelled");
  });

  it("lists the company's messages without any link, and retries a failed one", async () => {
    await invite("rex@refused.example");
    const failedRow = async () => outboxRows(await mailPage()).find((row) => row.html.includes("rex@refused.example"))!;
    await eventually(
      async () => (await failedRow())?.html ?? "",
      (html) => html.includes('data-mail-state="failed"'),
      "the refused mail to fail",
    );
    expect((await failedRow()).html).toContain("No such mailbox here");
    const offered = smtp.offered();
    const retried = await callAction(server, jars.owner, "/settings/mail", MAIL, "retryFailedMail", {
      messageId: (await failedRow()).id,
    });
    expect(retried.result).toMatchObject({ ok: true });
    await eventually(
      async () => String(smtp.offered()),
      (count) => Number(count) > offered,
      "a second try",
    );
    await eventually(
      async () => (await failedRow()).html,
      (html) => html.includes('data-mail-state="failed"'),
      "the retried mail to fail again",
    );
    expect(await text(server, jars.owner, "/activity")).toContain("retried the failed e-mail");
    await invite("sam@mail.example");
    const sentRow = async () =>
      outboxRows(await mailPage()).find((row) => row.html.includes("sam@mail.example"))?.html ?? "";
    await eventually(sentRow, (html) => html.includes('data-mail-state="sent"'), "sam's mail to be sent");
    const sent = outboxRows(await mailPage()).find((row) => row.html.includes("sam@mail.example"))!;
    const notFailed = await callAction(server, jars.owner, "/settings/mail", MAIL, "retryFailedMail", {
      messageId: sent.id,
    });
    expect(notFailed.result).toMatchObject({ ok: false, error: { code: "notFailed" } });

    // Another company's invitation and a person's password reset are not this company's mail.
    // Cora joined mailco in the first test: she works on her own company again.
    const back = await callAction(server, jars.cora, "/events", "app/(studio)/account/actions.ts", "switchCompany", {
      username: "elsewhere",
    });
    expect(back.result).toMatchObject({ ok: true });
    await invite("someone@other.example", "viewer", "cora");
    const forgot = new FormData();
    forgot.append("_1_email", "owner@mailco.example");
    forgot.append("0", JSON.stringify([{ message: null, sent: false, email: "" }, "$K1"]));
    await send(server, newJar(), "/forgot-password", {
      method: "POST",
      body: forgot,
      headers: {
        "next-action": actionId("app/(auth)/forgot-password/actions.ts", "askForReset"),
        origin: server.baseUrl,
        accept: "text/x-component",
      },
    });
    await eventually(
      async () => smtp.messages.map((message) => message.subject).join("|"),
      (subjects) => subjects.includes("Reset your Capture Studio password"),
      "the reset mail",
    );
    const page = await mailPage();
    expect(page).toContain("Invitation as viewer by Olive Owner");
    expect(page).not.toContain("someone@other.example");
    expect(page).not.toContain("Reset your Capture Studio password");
    expect(page).not.toContain("/invite/");
    expect(page).not.toContain("/reset-password/");
    for (const message of smtp.messages) {
      const token = linkIn(message);
      if (token) expect(page).not.toContain(token);
    }
    // The other company's owner sees theirs, and not this one's.
    const theirs = await mailPage("cora");
    expect(theirs).toContain("someone@other.example");
    expect(theirs).not.toContain("rex@refused.example");
  });

  it("refuses the outbox page, the retry and the resend to editors and viewers", async () => {
    for (const who of ["editor", "viewer"] as const) {
      const page = await mailPage(who);
      expect(page).toContain("Not available to your role");
      expect(page).not.toContain("data-message-id");
      expect(await text(server, jars[who], "/events")).not.toContain('href="/settings/mail"');
      const retry = await callAction(server, jars[who], "/settings/mail", MAIL, "retryFailedMail", { messageId: 1 });
      expect(retry.result, who).toMatchObject({ ok: false, error: { code: "forbidden" } });
      const again = await resend(1, who);
      expect(again.result, who).toMatchObject({ ok: false, error: { code: "forbidden" } });
    }
    expect(await text(server, jars.owner, "/events")).toContain('href="/settings/mail"');
  });
});

describe("invitations without mail on pglite", () => {
  let server: TestServer;
  const jar = newJar();
  beforeAll(async () => {
    server = await startServer({
      database: "pglite",
      people: [{ ...PEOPLE[0], password: PASSWORD, companies: [...PEOPLE[0].companies] }] as never,
      env: { SMTP_URL: "" },
    });
    await signIn(server, jar, { email: PEOPLE[0].email, password: PASSWORD });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
  });

  it("says mail is not configured, keeps the link copyable and the mail queued in the outbox", async () => {
    const notice = "Mail is not configured (SMTP_URL is unset)";
    expect(await text(server, jar, "/settings/members")).toContain(notice);
    const answer = await callAction(server, jar, "/settings/members", SETTINGS, "inviteMember", {
      role: "editor",
      note: "for ned@example.com",
      email: "ned@example.com",
    });
    expect(answer.result).toMatchObject({ ok: true, data: { path: expect.stringMatching(/^\/invite\//) } });
    expect(await text(server, newJar(), (answer.result!.data as { path: string }).path)).toContain("Join ");
    const outbox = await text(server, jar, "/settings/mail");
    expect(outbox).toContain(notice);
    expect(outboxRows(outbox).find((row) => row.html.includes("ned@example.com"))?.html).toContain(
      'data-mail-state="queued"',
    );
  });
});

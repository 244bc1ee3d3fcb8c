// Password reset over HTTP on PostgreSQL, with the server running: "Forgot your password?" queues one e-mail for an
// address with an account (read from a real SMTP server) and none for an unknown one, with the same answer; the
// CLI prints a link while the server runs; the link sets the new password once and ends every session.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { startTestSmtp, type TestSmtp } from "../support/smtp";
import { actionId, newJar, send, signIn, signedIn } from "../support/studio";

const ROOT = path.resolve(__dirname, "..", "..");
const OWNER = { email: "ada@example.com", password: "correct horse battery staple", companies: [["acme", "owner"]] };
const NEW_PASSWORD = "a brand new passphrase for ada";

/** Posts a form to a page's server action as the browser's useActionState does: [previous state, form data]. */
async function postForm(server: TestServer, page: string, file: string, name: string, fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(`_1_${key}`, value);
  body.append("0", JSON.stringify([{ message: null, sent: false, email: "" }, "$K1"]));
  const response = await send(server, newJar(), page, {
    method: "POST",
    body,
    headers: { "next-action": actionId(file, name), origin: server.baseUrl, accept: "text/x-component" },
  });
  return { status: response.status, text: await response.text(), location: response.headers.get("x-action-redirect") };
}

describe("password reset on postgres", () => {
  let server: TestServer;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
    server = await startServer({
      database: "postgres",
      people: [OWNER as never],
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    });
  }, 300_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
    await smtp?.stop();
  });

  it("mails a link to an address with an account, nothing to an unknown one, and answers both alike", async () => {
    const forgot = (email: string) =>
      postForm(server, "/forgot-password", "app/(auth)/forgot-password/actions.ts", "askForReset", { email });
    const known = await forgot(OWNER.email);
    const unknown = await forgot("nobody@example.com");
    expect(known.status).toBe(200);
    expect(known.text).toContain(`{"message":null,"sent":true,"email":"${OWNER.email}"}`);
    expect(known.text.replace(OWNER.email, "X")).toBe(unknown.text.replace("nobody@example.com", "X"));
    const [message] = await smtp.waitForMessages(1);
    expect(message.subject).toBe("Reset your Capture Studio password");
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(smtp.messages).toHaveLength(1);
    expect(message.text).toMatch(/\/reset-password\/[\w-]{40,}/);
  }, 120_000);

  it("prints a link from the CLI while the server runs; it sets the password once and ends every session", async () => {
    const first = newJar();
    const second = newJar();
    await signIn(server, first, OWNER);
    await signIn(server, second, OWNER);
    expect(await signedIn(server, first)).toBe(true);
    const cli = spawnSync(process.execPath, [path.join(ROOT, "dist", "reset-password.js"), "--email", OWNER.email], {
      cwd: ROOT,
      env: { ...process.env, VITEST: "", DATABASE_URL: server.databaseUrl },
      encoding: "utf8",
    });
    expect(cli.status).toBe(0);
    const token = /\/reset-password\/([\w-]+)/.exec(cli.stdout)?.[1] ?? "";
    expect(await (await send(server, newJar(), `/reset-password/${token}`)).text()).toContain(OWNER.email);
    const use = () =>
      postForm(
        server,
        `/reset-password/${token}`,
        "app/(auth)/reset-password/[token]/actions.ts",
        "chooseNewPassword",
        {
          token,
          password: NEW_PASSWORD,
        },
      );
    const used = await use();
    expect(used.location).toContain("/sign-in?reason=passwordReset");
    expect(await signedIn(server, first)).toBe(false);
    expect(await signedIn(server, second)).toBe(false);
    expect((await use()).text).toContain("This link has been used or has expired");
    expect((await signIn(server, newJar(), OWNER)).headers.get("location")).toContain("error");
    const again = newJar();
    await signIn(server, again, { email: OWNER.email, password: NEW_PASSWORD });
    expect(await signedIn(server, again)).toBe(true);
  }, 120_000);
});

// The transport against a real SMTP server (tests/support/smtp.ts): what arrives, and how each kind of refusal
// becomes a delivery result (temporary: tried again later; permanent: failed for good).
import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { selfSignedCertificate, startTestSmtp, type TestSmtp } from "../../tests/support/smtp";
import { createMailer } from "./transport";

const FROM = "Capture Studio <studio@capture.test>";
const mail = { id: 7, to: "ada@example.com", subject: "Hello Ada", text: "Plain words", html: "<p>Plain words</p>" };

let smtp: TestSmtp | null = null;
afterEach(async () => {
  await smtp?.stop();
  smtp = null;
});

describe("createMailer", () => {
  it("delivers the message with its sender, recipient, both parts and the row's Message-ID", async () => {
    smtp = await startTestSmtp();
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, FROM);
    expect(await mailer.send(mail)).toEqual({ ok: true });
    mailer.close();
    const [message] = smtp.messages;
    expect(message.subject).toBe("Hello Ada");
    expect(message.from?.text).toBe('"Capture Studio" <studio@capture.test>');
    expect(message.to && !Array.isArray(message.to) && message.to.text).toBe("ada@example.com");
    expect(message.text?.trim()).toBe("Plain words");
    expect(message.html).toContain("<p>Plain words</p>");
    expect(message.messageId).toBe("<outbox-7@capture.test>");
  });

  it("takes a 4xx answer as temporary and a 5xx answer as permanent, with the server's words", async () => {
    smtp = await startTestSmtp({
      answer: (message) =>
        message.subject === "later"
          ? { code: 451, message: "Greylisted, try later" }
          : { code: 550, message: "No such mailbox" },
    });
    const mailer = createMailer(`smtp://127.0.0.1:${smtp.port}`, FROM);
    const later = await mailer.send({ ...mail, subject: "later" });
    const never = await mailer.send({ ...mail, subject: "never" });
    mailer.close();
    expect(later).toMatchObject({ ok: false, temporary: true, reason: expect.stringContaining("Greylisted") });
    expect(never).toMatchObject({ ok: false, temporary: false, reason: expect.stringContaining("No such mailbox") });
    expect(smtp.messages).toHaveLength(0);
  });

  it("takes a server that does not answer as temporary", async () => {
    // A port that was free a moment ago: nothing listens on it.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const port = (probe.address() as net.AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    const mailer = createMailer(`smtp://127.0.0.1:${port}`, FROM);
    expect(await mailer.send(mail)).toMatchObject({
      ok: false,
      temporary: true,
      reason: expect.stringMatching(/ECONNREFUSED/),
    });
    mailer.close();
  });

  it("refuses a TLS server whose certificate it cannot trust, and sends nothing", async () => {
    smtp = await startTestSmtp({ tls: selfSignedCertificate() });
    const mailer = createMailer(`smtps://127.0.0.1:${smtp.port}`, FROM);
    const result = await mailer.send(mail);
    mailer.close();
    expect(result).toMatchObject({ ok: false, temporary: true, reason: expect.stringMatching(/certificate/i) });
    expect(smtp.messages).toHaveLength(0);
  });
});

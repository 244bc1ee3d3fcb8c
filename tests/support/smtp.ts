// A real SMTP server for tests (smtp-server on a local port): it keeps every message it accepted, parsed with
// mailparser, and answers each delivery as the test says (accept, a temporary 4xx, a permanent 5xx). Used by the
// HTTP tests and by Playwright's global setup.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

/** What the server answers to one message: accept it, or refuse it with this SMTP status and text. */
export type SmtpAnswer = "accept" | { code: number; message: string };

export type TestSmtp = {
  port: number;
  /** Every accepted message, in the order they came. */
  messages: ParsedMail[];
  /** How many messages were offered (accepted or refused). */
  offered(): number;
  /** Waits until `count` messages were accepted (or `timeoutMs` passed: then throws, naming what came). */
  waitForMessages(count: number, timeoutMs?: number): Promise<ParsedMail[]>;
  stop(): Promise<void>;
};

export type TestSmtpOptions = {
  /** A fixed port; 0 (the default) takes a free one. */
  port?: number;
  /** TLS from the start (smtps), with this key and certificate. */
  tls?: { key: string; cert: string };
  /** Decides each message's answer; accepts everything by default. */
  answer?: (message: ParsedMail, index: number) => SmtpAnswer;
};

export async function startTestSmtp(options: TestSmtpOptions = {}): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  let offered = 0;
  const server = new SMTPServer({
    secure: Boolean(options.tls),
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    authOptional: true,
    disabledCommands: options.tls ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: "test" }),
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((message) => {
          const answer = options.answer?.(message, offered) ?? "accept";
          offered++;
          if (answer === "accept") {
            messages.push(message);
            return callback();
          }
          const error = Object.assign(new Error(answer.message), { responseCode: answer.code });
          callback(error);
        })
        .catch((error: Error) => callback(error));
    },
  });
  server.on("error", () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const port = (server.server.address() as { port: number }).port;
  return {
    port,
    messages,
    offered: () => offered,
    async waitForMessages(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (messages.length < count) {
        if (Date.now() > deadline)
          throw new Error(
            `Expected ${count} messages, got ${messages.length}: ${messages.map((m) => m.subject).join(", ")}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return messages;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A self-signed key and certificate for localhost and 127.0.0.1 (openssl), in a temporary folder. */
export function selfSignedCertificate(): { key: string; cert: string; certFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-smtp-tls-"));
  const keyFile = path.join(dir, "key.pem");
  const certFile = path.join(dir, "cert.pem");
  execFileSync(
    "openssl",
    [
      "req",
      "-x509",
      "-newkey",
      "rsa:2048",
      "-nodes",
      "-days",
      "1",
      "-subj",
      "/CN=localhost",
      "-addext",
      "subjectAltName=DNS:localhost,IP:127.0.0.1",
      "-keyout",
      keyFile,
      "-out",
      certFile,
    ],
    { stdio: "ignore" },
  );
  return { key: fs.readFileSync(keyFile, "utf8"), cert: fs.readFileSync(certFile, "utf8"), certFile };
}

/** The addresses of a parsed message's To header. */
export function recipientsOf(message: ParsedMail): string[] {
  const to = message.to ? (Array.isArray(message.to) ? message.to : [message.to]) : [];
  return to.flatMap((group) => group.value.map((address) => address.address ?? ""));
}

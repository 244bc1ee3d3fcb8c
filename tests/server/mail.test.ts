// The mail worker of `node server.js` against a real SMTP server (tests/support/smtp.ts), on PGlite and PostgreSQL:
// each queued message delivered once; a 4xx answer tried again until it goes, a 5xx answer failed for good; mail
// kept while the SMTP server is down and sent when it is back; an untrusted TLS certificate refused, then trusted
// after a restart that lost nothing; two processes on one PostgreSQL sending each message once.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { OutboxMessage, OutboxRecord } from "../../lib/db/repositories/outbox";
import { createTestDatabase } from "../support/postgres";
import { DATABASES, startServer, type TestDatabase, type TestServer } from "../support/server";
import { recipientsOf, selfSignedCertificate, startTestSmtp, type TestSmtp } from "../support/smtp";

const ROOT = path.resolve(__dirname, "..", "..");
// Each test starts one or two servers: minutes on a busy machine.
const SLOW = 300_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Store = { database: TestDatabase; env: Record<string, string>; databaseUrl?: string; dataDir?: string };
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** An empty database of the kind, migrated by the first script or server that opens it. */
async function newStore(database: TestDatabase): Promise<Store> {
  if (database === "postgres") {
    const created = await createTestDatabase();
    cleanups.push(created.drop);
    return { database, databaseUrl: created.url, env: { DATABASE_URL: created.url } };
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-mail-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { database, dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: "" } };
}

function outboxScript(store: Store, argument: string): string {
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "tests", "support", "seed-mail.ts"), argument],
    { cwd: ROOT, env: { ...process.env, ...store.env }, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`The outbox script failed: ${result.stderr}`);
  return result.stdout.trim().split("\n").pop() ?? "[]";
}
const queue = (store: Store, messages: Partial<OutboxMessage>[]) =>
  JSON.parse(outboxScript(store, JSON.stringify(messages))) as number[];
/** The outbox's rows (on PGlite only while no server holds the database). */
const readOutbox = (store: Store) => JSON.parse(outboxScript(store, "--read")) as OutboxRecord[];

async function serve(store: Store, env: Record<string, string>): Promise<TestServer> {
  const server = await startServer({
    database: store.database,
    databaseUrl: store.databaseUrl,
    dataDir: store.dataDir,
    env: { MAIL_RETRY_BASE_SECONDS: "0.2", MAIL_FROM: "Capture Studio <studio@capture.test>", ...env },
  });
  cleanups.push(() => server.stop());
  return server;
}

async function smtpServer(options: Parameters<typeof startTestSmtp>[0] = {}): Promise<TestSmtp> {
  const smtp = await startTestSmtp(options);
  cleanups.push(() => smtp.stop());
  return smtp;
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as net.AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until(check: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await sleep(100);
  }
}

describe.each(DATABASES)("the mail worker on %s", (database) => {
  it(
    "delivers each message once: accepted, greylisted (4xx) twice then accepted, refused (5xx) for good",
    async () => {
      let greylisted = 0;
      const smtp = await smtpServer({
        answer: (message) => {
          const to = recipientsOf(message)[0];
          if (to === "later@example.com" && greylisted < 2) {
            greylisted++;
            return { code: 451, message: "Greylisted, try again later" };
          }
          return to === "nobody@example.com" ? { code: 550, message: "No such mailbox here" } : "accept";
        },
      });
      const store = await newStore(database);
      const [now, later, never] = queue(store, [
        { recipient: "ada@example.com", subject: "First" },
        { recipient: "later@example.com", subject: "Second" },
        { recipient: "nobody@example.com", subject: "Third" },
      ]);
      const server = await serve(store, { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
      expect(server.logs()).toContain(`Mail: sending over smtp://127.0.0.1:${smtp.port} from Capture Studio`);
      await smtp.waitForMessages(2);
      await until(() => smtp.offered() === 5, "the refused message's try");
      await sleep(1500);
      expect(smtp.messages.map((message) => message.subject).sort()).toEqual(["First", "Second"]);
      expect(smtp.offered()).toBe(5);
      await server.stop();
      const rows = new Map(readOutbox(store).map((row) => [row.id, row]));
      expect(rows.get(now)).toMatchObject({ state: "sent", attempts: 1, lastError: null });
      expect(rows.get(later)).toMatchObject({ state: "sent", attempts: 3, lastError: null });
      expect(rows.get(never)).toMatchObject({ state: "failed", attempts: 1 });
      expect(rows.get(never)?.lastError).toContain("No such mailbox here");
    },
    SLOW,
  );
});

describe("the mail worker on pglite, when the SMTP server is away or untrusted", () => {
  it(
    "keeps a message while the SMTP server is down and sends it when the server is back",
    async () => {
      const port = await freePort();
      const store = await newStore("pglite");
      queue(store, [{ recipient: "ada@example.com", subject: "Waited for the server" }]);
      const server = await serve(store, { SMTP_URL: `smtp://127.0.0.1:${port}` });
      await sleep(2000);
      const smtp = await smtpServer({ port });
      const [message] = await smtp.waitForMessages(1);
      expect(message.subject).toBe("Waited for the server");
      await sleep(1500);
      expect(smtp.messages).toHaveLength(1);
      await server.stop();
      expect(readOutbox(store)[0]).toMatchObject({ state: "sent" });
      expect(readOutbox(store)[0].attempts).toBeGreaterThan(1);
    },
    SLOW,
  );

  it(
    "refuses an untrusted certificate and keeps the message; after a restart that trusts it, sends it",
    async () => {
      const certificate = selfSignedCertificate();
      const smtp = await smtpServer({ tls: certificate });
      const store = await newStore("pglite");
      queue(store, [{ recipient: "ada@example.com", subject: "Over TLS" }]);
      const smtpUrl = `smtps://user:Sm7p-pa55word@localhost:${smtp.port}`;
      const untrusting = await serve(store, { SMTP_URL: smtpUrl });
      expect(untrusting.logs()).toContain(`Mail: sending over smtps://localhost:${smtp.port}`);
      expect(untrusting.logs()).not.toContain("Sm7p-pa55word");
      await sleep(2500);
      await untrusting.stop();
      expect(smtp.messages).toHaveLength(0);
      const [kept] = readOutbox(store);
      expect(kept.state).toBe("queued");
      expect(kept.lastError).toMatch(/certificate/i);
      await serve(store, {
        SMTP_URL: smtpUrl,
        NODE_EXTRA_CA_CERTS: certificate.certFile,
        MAIL_RETRY_BASE_SECONDS: "60",
      });
      const [message] = await smtp.waitForMessages(1, 90_000);
      expect(message.subject).toBe("Over TLS");
    },
    SLOW,
  );
});

describe("two server processes on one PostgreSQL", () => {
  it(
    "send each queued message once",
    async () => {
      const smtp = await smtpServer();
      const store = await newStore("postgres");
      const count = 30;
      queue(
        store,
        Array.from({ length: count }, (_, i) => ({ recipient: `p${i}@example.com`, subject: `Message ${i}` })),
      );
      const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
      await Promise.all([serve(store, env), serve(store, env)]);
      await smtp.waitForMessages(count, 60_000);
      await sleep(2000);
      const ids = smtp.messages.map((message) => message.messageId);
      expect(ids).toHaveLength(count);
      expect(new Set(ids).size).toBe(count);
      expect(readOutbox(store).every((row) => row.state === "sent" && row.attempts === 1)).toBe(true);
    },
    SLOW,
  );
});

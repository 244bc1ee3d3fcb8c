// What the browser tests' mail server received (e2e/support/smtp-sink.ts writes one JSON file per message).
import fs from "node:fs";

export type SinkMessage = {
  index: number;
  to: string[];
  from: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  receivedAt: string;
};

/** The folder the sink writes to: fixed by playwright.config.ts and inherited by the workers. */
export function mailFolder(): string {
  const folder = process.env.E2E_MAIL_DIR;
  if (!folder) throw new Error("E2E_MAIL_DIR is unset: run the browser tests through playwright.config.ts.");
  return folder;
}

/** Every message received so far, oldest first. */
export function allMail(): SinkMessage[] {
  const folder = mailFolder();
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(`${folder}/${name}`, "utf8")) as SinkMessage);
}

/** The messages sent to this address, oldest first. */
export function mailTo(address: string): SinkMessage[] {
  const wanted = address.toLowerCase();
  return allMail().filter((message) => message.to.some((to) => to.toLowerCase() === wanted));
}

/**
 * Waits until `count` messages to `address` arrived (the studio's mail worker sends within seconds), then returns
 * them; throws after `timeoutMs`, naming what did arrive.
 */
export async function waitForMail(address: string, count = 1, timeoutMs = 20_000): Promise<SinkMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const messages = mailTo(address);
    if (messages.length >= count) return messages;
    if (Date.now() > deadline)
      throw new Error(
        `Expected ${count} message(s) to ${address} within ${timeoutMs} ms, got ${messages.length}: ` +
          (allMail()
            .map((message) => `${message.to.join(",")}: ${message.subject}`)
            .join("; ") || "no mail at all"),
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The first link of a message's text that starts with `prefix` (an origin and path), or throws. */
export function linkIn(message: SinkMessage, prefix: string): string {
  const link = message.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!link) throw new Error(`No link starting with ${prefix} in "${message.subject}":\n${message.text}`);
  return link.replace(/[).,>]+$/, "");
}

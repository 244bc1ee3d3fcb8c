// The browser tests' mail server: a real SMTP server (tests/support/smtp.ts) that Playwright starts beside the
// studio (playwright.config.ts's webServer); each accepted message is written as JSON to the folder argv[2] names,
// where e2e/support/mailbox.ts reads it. Started with `npx tsx e2e/support/smtp-sink.ts <folder> <port> [refuse]`:
// a message to an address matching the regular expression `refuse` is refused for good (550), so that the browser
// tests can see a failed message in the outbox.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { recipientsOf, startTestSmtp } from "../../tests/support/smtp";
import type { SinkMessage } from "./mailbox";

async function main() {
  const [folder, portText, refuse] = process.argv.slice(2);
  if (!folder || !portText) throw new Error("Usage: tsx e2e/support/smtp-sink.ts <folder> <port>");
  fs.rmSync(folder, { recursive: true, force: true });
  fs.mkdirSync(folder, { recursive: true });
  const refused = refuse ? new RegExp(refuse, "i") : null;
  const smtp = await startTestSmtp({
    port: Number(portText),
    answer: (message) =>
      refused && recipientsOf(message).some((address) => refused.test(address))
        ? { code: 550, message: "No such mailbox (refused by the test sink)" }
        : "accept",
  });
  let written = 0;
  // Messages are written as they come: a poll of the parsed list keeps the sink within the helper's own API.
  setInterval(() => {
    while (written < smtp.messages.length) {
      const message = smtp.messages[written];
      const record: SinkMessage = {
        index: written,
        to: recipientsOf(message),
        from: message.from?.value.map((address) => address.address ?? "") ?? [],
        subject: message.subject ?? "",
        text: message.text ?? "",
        html: typeof message.html === "string" ? message.html : "",
        headers: Object.fromEntries([...message.headerLines].map((line) => [line.key, line.line])),
        receivedAt: new Date().toISOString(),
      };
      const file = path.join(folder, `${String(written).padStart(6, "0")}.json`);
      fs.writeFileSync(`${file}.tmp`, JSON.stringify(record));
      fs.renameSync(`${file}.tmp`, file);
      written++;
    }
  }, 50).unref();
  // Playwright waits for a URL before it starts the studio: a tiny HTTP answer on the next port says "ready".
  const ready = http.createServer((_request, response) => response.end("smtp sink ready\n"));
  ready.listen(Number(portText) + 1, "127.0.0.1");
  process.on("SIGTERM", () => {
    ready.close();
    void smtp.stop().then(() => process.exit(0));
  });
}

main().catch((error) => {
  process.stderr.write(`smtp sink failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});

// Test helper run with tsx: with argv[2] a JSON list of messages, queues them in the outbox of the database the
// environment names (DATA_DIR or DATABASE_URL) and prints their ids; with `--read`, prints every outbox row instead.
import { asc } from "drizzle-orm";
import { closeDb, getDb } from "../../lib/db/client";
import { enqueueMail, type OutboxMessage } from "../../lib/db/repositories/outbox";
import { outbox } from "../../lib/db/schema";

async function main() {
  if (process.argv[2] === "--read") {
    const rows = await (await getDb()).select().from(outbox).orderBy(asc(outbox.id));
    process.stdout.write(`${JSON.stringify(rows)}\n`);
    return;
  }
  const messages = JSON.parse(process.argv[2] ?? "[]") as Partial<OutboxMessage>[];
  const ids: number[] = [];
  for (const message of messages)
    ids.push(
      await enqueueMail({
        companyId: null,
        kind: "passwordReset",
        cause: "A test",
        recipient: "someone@example.com",
        subject: "A test message",
        text: "Hello",
        ...message,
      }),
    );
  process.stdout.write(`${JSON.stringify(ids)}\n`);
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

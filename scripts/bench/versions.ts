// npm run bench:versions — an event's history at scale, on PGlite, against the production build (npm run build
// first): the stored size per version of a 1,000-question form (docs/benchmarks.md "Version storage"), and the time
// of GET /api/events/<id>/versions (the first page, and one deep in the history) over 10,000 versions. Prints the
// numbers; asserts nothing. BENCH_VERSIONS sets the number of versions (default 10,000), BENCH_WRITES how many of
// them are real writes through the repository (default 200; the rest are copies, which list the same).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { closeDb, getDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { createEvent, updateEvent } from "../../lib/db/repositories/events";
import { startDatabase } from "../../lib/db/startup";
import { serve } from "./serve";
import { percentile } from "./stats";

const VENDOR = "application/vnd.service-v1.1.5+json";
const VERSIONS = Number(process.env.BENCH_VERSIONS ?? 10_000);
const WRITES = Math.min(VERSIONS - 1, Number(process.env.BENCH_WRITES ?? 200));
const REQUESTS = 300;

const questionsOf = (round: number) =>
  Array.from({ length: 1000 }, (_, i) => ({
    id: `q${i}`,
    type: i % 3 === 0 ? "select" : "text",
    label: `Question ${i}${i === round % 1000 ? ` (edited ${round})` : ""}`,
    ...(i % 3 === 0
      ? {
          options: [
            { label: "Yes", value: "yes" },
            { label: "No", value: "no" },
          ],
        }
      : {}),
    ...(i > 0 && i % 10 === 0 ? { displayed: { [`q${i - 1}`]: { $exists: true } } } : {}),
  }));

async function seed() {
  await startDatabase({ log: () => undefined });
  const company = (await ensureCompany("bench")).company;
  const credentials = await createApiClient([company.id]);
  const event = await createEvent(company.id, { name: "Big form", type: "standard", questions: questionsOf(0) });
  const started = performance.now();
  for (let round = 1; round <= WRITES; round++) {
    const next = { name: "Big form", type: "standard" as const, questions: questionsOf(round) };
    await updateEvent(company.id, event.id, next, new Date(Date.now() + 3600_000));
  }
  const perWrite = (performance.now() - started) / WRITES;
  const db = await getDb();
  const size = (await db.execute(sql`
    select avg(octet_length(definition))::int as packed, avg(pg_column_size(summary))::int as summary
    from event_versions where event_id = ${event.id}`)) as unknown as { rows: { packed: number; summary: number }[] };
  const raw = Buffer.byteLength(JSON.stringify({ name: "Big form", type: "standard", questions: questionsOf(1) }));
  // The rest of the history: copies of the last real version, numbered on.
  await db.execute(sql`
    insert into event_versions (event_id, n, created, author_kind, author_id, author_name, how, summary, definition)
    select event_id, n + g, created, author_kind, author_id, author_name, how, summary, definition
    from event_versions, generate_series(1, ${VERSIONS - WRITES - 1}) g
    where event_id = ${event.id} and n = ${WRITES + 1}`);
  await db.execute(sql`update collection_changes set size = ${VERSIONS} where key = ${`versions:${event.id}`}`);
  await closeDb();
  return { credentials, eventId: event.id, perWrite, raw, ...size.rows[0] };
}

async function token(base: string, credentials: { clientId: string; clientSecret: string }): Promise<string> {
  const response = await fetch(`${base}/api/auth`, {
    method: "POST",
    headers: {
      Accept: VENDOR,
      "Content-Type": VENDOR,
      Authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`,
    },
    body: JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI" }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function timed(url: string, headers: Record<string, string>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200 && response.status !== 206) throw new Error(`${url}: ${response.status}`);
    times.push(performance.now() - started);
  }
  return times;
}

async function main() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-versions-"));
  process.env.DATA_DIR = dataDir;
  process.env.DATABASE_URL = "";
  try {
    const seeded = await seed();
    const server = await serve({ DATA_DIR: dataDir, DATABASE_URL: "" });
    try {
      const headers = { Accept: VENDOR, Authorization: `Bearer ${await token(server.base, seeded.credentials)}` };
      const url = `${server.base}/api/events/${seeded.eventId}/versions`;
      // Beside them, the cheapest authenticated read of the same event, so a loaded machine's times read as ratios.
      const baseline = await timed(`${server.base}/api/events/${seeded.eventId}?fields=name`, headers);
      const first = await timed(url, headers);
      const deep = await timed(url, { ...headers, Range: `resources=${VERSIONS - 21}-${VERSIONS - 1}` });
      const one = await timed(`${url}/${Math.ceil(VERSIONS / 2)}`, headers);
      const ms = (values: number[]) =>
        `p50 ${percentile(values, 50).toFixed(1)} ms, p95 ${percentile(values, 95).toFixed(1)} ms`;
      console.log(`versions of one 1,000-question form: ${VERSIONS} (${WRITES + 1} real writes), PGlite`);
      console.log(`definition as JSON: ${seeded.raw} bytes; stored (deflated): ${seeded.packed} bytes per version`);
      console.log(
        `summary stored per version: ${seeded.summary} bytes; one write with its version: ` +
          `${seeded.perWrite.toFixed(1)} ms`,
      );
      console.log(`GET /api/events/<id>?fields=name (baseline): ${ms(baseline)}`);
      console.log(`GET …/versions, first page (21): ${ms(first)}`);
      console.log(`GET …/versions, the oldest 21: ${ms(deep)}`);
      console.log(`GET …/versions/<n> with its definition: ${ms(one)}`);
      console.log(
        `load average: ${os
          .loadavg()
          .map((load) => load.toFixed(1))
          .join(" ")}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});

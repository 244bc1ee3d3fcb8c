// The benchmark's baseline (scripts/bench/api.ts): a bare route handler answering a fixed JSON file with no
// pipeline at all, behind a dynamic segment like /api/events/[eventId], so that the ratio measures our pipeline
// and database rather than Next.js's routing. Disabled (404) unless the server was started with BENCH_BASELINE_FILE.
import fs from "node:fs";

let body: string | undefined;

export async function GET() {
  const file = process.env.BENCH_BASELINE_FILE;
  if (!file) return new Response(null, { status: 404 });
  body ??= fs.readFileSync(file, "utf8");
  return new Response(body, { headers: { "Content-Type": "application/vnd.service-v1.1.5+json" } });
}

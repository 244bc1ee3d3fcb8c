// Start-up: open the database (taking the DATA_DIR lock for PGlite), migrate, and seed the demo data on an empty
// database. Failures are StartupErrors whose message is the one line to print.
import { count } from "drizzle-orm";
import { describeDb, getDb } from "./client";
import { DEMO_COMPANY, DEMO_EVENT } from "./demo-data";
import { createApiClient } from "./repositories/api-clients";
import { ensureCompany } from "./repositories/companies";
import { writeSetting } from "./repositories/deployment-settings";
import { createEvent } from "./repositories/events";
import { companies } from "./schema";

export { StartupError } from "./startup-error";

/** `baseUrl` is where the server will answer, for the demo token command it prints. */
export async function startDatabase(options: { log: (line: string) => void; seedDemo?: boolean; baseUrl?: string }): Promise<void> {
  const db = await getDb();
  options.log(`Database: ${await describeDb()}`);
  if (options.seedDemo === false) return;
  const rows = await db.select({ total: count() }).from(companies);
  if (Number(rows[0]?.total ?? 0) > 0) return;
  const { company, created } = await ensureCompany(DEMO_COMPANY.username, DEMO_COMPANY.name);
  if (!created) return;
  await createEvent(company.id, DEMO_EVENT);
  const { clientId, clientSecret } = await createApiClient([company.id]);
  // Kept readable so that the sign-in page can offer the demo to a newcomer on this machine (lib/studio/demo-offer.ts).
  await writeSetting("demoClient", JSON.stringify({ clientId, clientSecret }));
  options.log(
    [
      `Demo data created: company "${company.username}" with one event. Its API client (shown only this once):`,
      `  client id:     ${clientId}`,
      `  client secret: ${clientSecret}`,
      `Get a token with: curl -s -u '${clientId}:${clientSecret}' -H 'Accept: application/vnd.service-v1.1.5+json' -H 'Content-Type: application/json' -d '{"grant_type":"client_credentials","scope":"PublicAPI"}' ${options.baseUrl ?? "http://localhost:3000"}/api/auth`,
      `(see docs/api.md; make more clients with: npm run credentials -- --company demo)`,
    ].join("\n"),
  );
}

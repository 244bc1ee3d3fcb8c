// Start-up: open the database (taking the DATA_DIR lock for PGlite), migrate, and seed the demo data on an empty
// database. Failures are StartupErrors whose message is the one line to print.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import { readEnv } from "../env";
import { hashPassword, verifyPassword } from "../auth/password-hash";
import { describeDb, getDb } from "./client";
import { DEMO_COMPANY, DEMO_EVENT } from "./demo-data";
import { readDemoPerson } from "./demo-settings";
import { createApiClient } from "./repositories/api-clients";
import { ensureCompany } from "./repositories/companies";
import { claimSetting, deleteSetting, readSetting, writeSetting } from "./repositories/deployment-settings";
import { createEvent } from "./repositories/events";
import { addMembership, countPeople, createPerson, findPersonByEmail, listMemberships } from "./repositories/people";
import { companies } from "./schema";

export { StartupError } from "./startup-error";

export const DEMO_PERSON = { email: "demo@capture-studio.example", name: "Demo Organiser" };

/**
 * `baseUrl` is where the server will answer, for the lines it prints. On an empty database, seeds the demo data
 * (unless `seedDemo` is false: DEMO_DATA=false); then, while no person can sign in, prints the one-time setup code.
 */
export async function startDatabase(options: {
  log: (line: string) => void;
  seedDemo?: boolean;
  baseUrl?: string;
}): Promise<void> {
  // A first start on an empty DATA_DIR creates the embedded database, which takes half a minute or more on a busy
  // machine: say so before it starts, so that nobody takes the silence for a hang.
  const started = Date.now();
  options.log(openingLine(readEnv()));
  await getDb();
  options.log(`Database: ${await describeDb()} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
  if (options.seedDemo ?? readEnv().DEMO_DATA) await seedDemo(options);
  await tidyDemoSettings();
  await printSetupCode(options);
}

/** What start-up is about to do with the database (never the DATABASE_URL itself: it may hold a password). */
export function openingLine(env: { DATABASE_URL?: string; DATA_DIR: string }): string {
  if (env.DATABASE_URL) return "Connecting to PostgreSQL (DATABASE_URL) and applying migrations…";
  const dir = path.resolve(env.DATA_DIR);
  return fs.existsSync(path.join(dir, "pgdata"))
    ? `Opening the embedded database in ${dir} and applying migrations…`
    : `Creating the embedded database in ${dir} (first start only: this takes up to a minute)…`;
}

/** While nobody can sign in, the code that opens /setup (kept for every process; gone once the owner exists). */
export async function printSetupCode(options: { log: (line: string) => void; baseUrl?: string }): Promise<void> {
  if ((await countPeople()) > 0) return;
  const code = await claimSetting("setupCode", randomBytes(9).toString("base64url"));
  options.log(
    [
      "Nobody can sign in to the studio yet. Create the owner account at:",
      `  ${options.baseUrl ?? "http://localhost:3000"}/setup?code=${code}`,
      "(a browser on this machine may leave the code out).",
    ].join("\n"),
  );
}

/**
 * Settings older versions kept: the demo client's secret in clear text (never read: deleted), and the demo
 * person's password without their id, kept even after they changed it. The password stays only while it still
 * signs the demo person in; their company is then recorded as the demo company by id.
 */
async function tidyDemoSettings(): Promise<void> {
  await deleteSetting("demoClient");
  const demo = await readDemoPerson();
  if (!demo || demo.personId !== undefined) return;
  const person = await findPersonByEmail(demo.email);
  if (!person || !(await verifyPassword(demo.password, person.passwordHash))) {
    await deleteSetting("demoPerson");
    return;
  }
  await writeSetting("demoPerson", JSON.stringify({ ...demo, personId: person.id }));
  const owned = (await listMemberships(person.id)).find(
    ({ company, role }) => company.username === DEMO_COMPANY.username && role === "owner",
  );
  if (owned && !(await readSetting("demoCompany"))) await writeSetting("demoCompany", String(owned.company.id));
}

async function seedDemo(options: { log: (line: string) => void; baseUrl?: string }): Promise<void> {
  const db = await getDb();
  const rows = await db.select({ total: count() }).from(companies);
  if (Number(rows[0]?.total ?? 0) > 0) return;
  options.log("Creating the demo data…");
  const { company, created } = await ensureCompany(DEMO_COMPANY.username, DEMO_COMPANY.name);
  if (!created) return;
  await createEvent(company.id, DEMO_EVENT);
  // Recorded so that "Remove the demo company" removes this company and no other, whatever its username becomes
  // and whoever later takes the name (docs/security.md "Companies").
  await writeSetting("demoCompany", String(company.id));
  const { clientId, clientSecret } = await createApiClient([company.id], {
    name: "Demo integration (made at first start)",
  });
  const password = randomBytes(12).toString("base64url");
  const person = await createPerson({ ...DEMO_PERSON, passwordHash: await hashPassword(password) });
  if (person !== "emailTaken") {
    await addMembership(person.id, company.id, "owner");
    // Kept readable only for the sign-in page's offer to a newcomer on this machine (lib/auth/demo-offer.ts),
    // and deleted when the demo person changes their password or e-mail or is removed. The client's secret is
    // printed once below and never stored.
    await writeSetting("demoPerson", JSON.stringify({ personId: person.id, email: DEMO_PERSON.email, password }));
  }
  options.log(
    [
      `Demo data created: company "${company.username}" with one event.`,
      `Sign in to the studio as its owner (shown only this once; a browser on this machine is offered it):`,
      `  e-mail:   ${DEMO_PERSON.email}`,
      `  password: ${password}`,
      `Its API client (shown only this once):`,
      `  client id:     ${clientId}`,
      `  client secret: ${clientSecret}`,
      `Get a token with: curl -s -u '${clientId}:${clientSecret}' -H ` +
        `'Accept: application/vnd.service-v1.1.5+json' -H 'Content-Type: ` +
        `application/json' -d '{"grant_type":"client_credentials","scope":"PublicAPI"}' ` +
        `${options.baseUrl ?? "http://localhost:3000"}/api/auth`,
      `(see docs/api.md; make more clients in the studio's API clients page, ` +
        `or with: npm run credentials -- --company demo --existing)`,
    ].join("\n"),
  );
}

// Run by playwright.config.ts's webServer command (tsx) on the fresh DATA_DIR before the server starts: the demo
// data as `npm start` makes it, plus, per company set of e2e/clients.ts, an owner who signs in and an API client,
// written as JSON to argv[2].
import fs from "node:fs";
import { closeDb } from "../lib/db/client";
import { createApiClient } from "../lib/db/repositories/api-clients";
import { ensureCompany } from "../lib/db/repositories/companies";
import { demoCompanyId, readDemoPerson } from "../lib/db/demo-settings";
import { addMembership, createPerson } from "../lib/db/repositories/people";
import { DEMO_PERSON, startDatabase } from "../lib/db/startup";
import { hashPassword } from "../lib/auth/password-hash";
import { E2E_CLIENTS, e2ePassword, type E2eCredentials } from "./clients";
import { seedCaptureStand } from "./support/seed-capture";

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: tsx e2e/seed.ts <credentials file>");
  await startDatabase({ log: () => undefined, seedDemo: true });
  // The seeding keeps no client secret, so the specs get a client of their own for the demo company.
  const demoId = await demoCompanyId();
  const demoPerson = await readDemoPerson();
  if (demoId === null || !demoPerson) throw new Error("The demo data was not created.");
  const demoClient = await createApiClient([demoId]);
  const result: Record<string, E2eCredentials> = {
    demo: {
      ...demoClient,
      email: demoPerson.email,
      password: demoPerson.password,
      name: DEMO_PERSON.name,
      companies: ["demo"],
    },
  };
  for (const [name, companies] of Object.entries(E2E_CLIENTS)) {
    const ids = [];
    for (const company of companies) ids.push((await ensureCompany(company.username, company.name)).company.id);
    const email = `${name}-owner@e2e.example`;
    const password = e2ePassword(name);
    const person = await createPerson({
      email,
      name: `${name[0].toUpperCase()}${name.slice(1)} Owner`,
      passwordHash: await hashPassword(password),
    });
    if (person === "emailTaken") throw new Error(`${email} exists already.`);
    for (const id of ids) await addMembership(person.id, id, "owner");
    result[name] = {
      ...(await createApiClient(ids)),
      companies: companies.map((company) => company.username),
      email,
      password,
      name: person.name,
    };
  }
  await seedCaptureStand();
  fs.writeFileSync(file, JSON.stringify(result), { mode: 0o600 });
}

main()
  .catch((error) => {
    process.stderr.write(`e2e seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

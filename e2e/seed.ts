// Run by playwright.config.ts's webServer command (tsx) on the fresh DATA_DIR before the server starts: the demo
// data as `npm start` makes it, plus API clients for the companies the tests use, written as JSON to argv[2].
import fs from "node:fs";
import { closeDb } from "../lib/db/client";
import { createApiClient } from "../lib/db/repositories/api-clients";
import { ensureCompany } from "../lib/db/repositories/companies";
import { readSetting } from "../lib/db/repositories/deployment-settings";
import { startDatabase } from "../lib/db/startup";
import { E2E_CLIENTS, type E2eCredentials } from "./clients";

async function main() {
  const file = process.argv[2];
  if (!file) throw new Error("Usage: tsx e2e/seed.ts <credentials file>");
  await startDatabase({ log: () => undefined });
  const demo = JSON.parse((await readSetting("demoClient")) ?? "null") as Omit<E2eCredentials, "companies"> | null;
  if (!demo) throw new Error("The demo client was not created.");
  const result: Record<string, E2eCredentials> = { demo: { ...demo, companies: ["demo"] } };
  for (const [name, companies] of Object.entries(E2E_CLIENTS)) {
    const ids = [];
    for (const company of companies) ids.push((await ensureCompany(company.username, company.name)).company.id);
    result[name] = { ...(await createApiClient(ids)), companies: companies.map((company) => company.username) };
  }
  fs.writeFileSync(file, JSON.stringify(result), { mode: 0o600 });
}

main()
  .catch((error) => {
    process.stderr.write(`e2e seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

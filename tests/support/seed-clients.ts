// Test helper run with tsx: creates API clients for the companies given as JSON in argv[2] (a list of lists of
// usernames, one list per client) and prints their credentials as one JSON line.
import { closeDb } from "../../lib/db/client";
import { createApiClient } from "../../lib/db/repositories/api-clients";
import { ensureCompany } from "../../lib/db/repositories/companies";

async function main() {
  const clients = JSON.parse(process.argv[2] ?? "[]") as string[][];
  const result = [];
  for (const usernames of clients) {
    const ids = [];
    for (const username of usernames) ids.push((await ensureCompany(username)).company.id);
    result.push({ ...(await createApiClient(ids)), companies: usernames });
  }
  process.stdout.write(`${JSON.stringify(result)}\n`);
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

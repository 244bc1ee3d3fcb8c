// npm run credentials -- --company <username> [--company <username> ...]
// Creates any missing company and a new API client allowed to act for them; prints one JSON line (DECISIONS §9).
import { closeDb } from "../lib/db/client";
import { createApiClient } from "../lib/db/repositories/api-clients";
import { ensureCompany } from "../lib/db/repositories/companies";
import { StartupError } from "../lib/db/startup-error";

function parseArgs(argv: string[]): string[] {
  const usernames: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--company" && argv[i + 1]) usernames.push(argv[++i]);
    else if (arg.startsWith("--company=")) usernames.push(arg.slice("--company=".length));
    else throw new Error(`Unknown argument ${JSON.stringify(arg)}. Usage: npm run credentials -- --company <username> [--company <username> ...]`);
  }
  if (!usernames.length) throw new Error("Name at least one company. Usage: npm run credentials -- --company <username> [--company <username> ...]");
  for (const username of usernames) {
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,62}$/.test(username)) {
      throw new Error(`Invalid company username ${JSON.stringify(username)}: use 1-63 letters, digits, '.', '_' or '-', starting with a letter or digit.`);
    }
  }
  return [...new Set(usernames)];
}

async function main(): Promise<void> {
  const usernames = parseArgs(process.argv.slice(2));
  const companies = [];
  for (const username of usernames) companies.push((await ensureCompany(username)).company);
  const { clientId, clientSecret } = await createApiClient(companies.map((company) => company.id));
  process.stdout.write(`${JSON.stringify({ clientId, clientSecret, companies: usernames })}\n`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof StartupError || error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

// npm run credentials -- --company <username> [--company <username> ...] [--name <what it is for>]
// Creates any missing company and a new API client allowed to act for them; prints one JSON line (DECISIONS §9).
// The client gets a name the API clients page shows (by default, how and when it was made).
import { closeDb } from "../lib/db/client";
import { createApiClient } from "../lib/db/repositories/api-clients";
import { ensureCompany } from "../lib/db/repositories/companies";
import { StartupError } from "../lib/db/startup-error";

let clientName: string | null = null;

function parseArgs(argv: string[]): string[] {
  const usernames: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--company" && argv[i + 1]) usernames.push(argv[++i]);
    else if (arg.startsWith("--company=")) usernames.push(arg.slice("--company=".length));
    else if (arg === "--name" && argv[i + 1]) clientName = argv[++i].trim().slice(0, 100) || null;
    else if (arg.startsWith("--name=")) clientName = arg.slice("--name=".length).trim().slice(0, 100) || null;
    else throw new Error(`Unknown argument ${JSON.stringify(arg)}. Usage: npm run credentials -- --company <username> [--company <username> ...] [--name <what it is for>]`);
  }
  if (!usernames.length) throw new Error("Name at least one company. Usage: npm run credentials -- --company <username> [--company <username> ...] [--name <what it is for>]");
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
  const name = clientName ?? `Made with npm run credentials on ${new Date().toISOString().slice(0, 10)}`;
  const { clientId, clientSecret } = await createApiClient(
    companies.map((company) => company.id),
    { name },
  );
  process.stdout.write(`${JSON.stringify({ clientId, clientSecret, companies: usernames })}\n`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(`${error instanceof StartupError || error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

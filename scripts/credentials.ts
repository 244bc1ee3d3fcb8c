// npm run credentials -- --company <username> [--company <username> ...] [--name <what it is for>] [--existing]
// Creates any missing company and a new API client allowed to act for them; prints one JSON line (README "API
// credentials"),
// with a one-time claim code for each company that has no member yet: the only way it gets its first owner
// (README "API credentials", docs/security.md "Companies"). A company people already work on (made in the
// studio) gets a client only with --existing, so a username taken in the studio first is never served by mistake.
// The client gets a name the API clients page shows (by default, how and when it was made).
import { closeDb } from "../lib/db/client";
import { createApiClient } from "../lib/db/repositories/api-clients";
import { ensureCompany, getCompanyByUsername, hasMembers, issueClaimCode } from "../lib/db/repositories/companies";
import { StartupError } from "../lib/db/startup-error";
import { CLAIM_CODE_TTL_SECONDS } from "../lib/studio/services/claim-code";
import { existingCompanyUsernameSchema } from "../lib/studio/schemas/company";

const USAGE =
  "Usage: npm run credentials -- --company <username> [--company " +
  "<username> ...] [--name <what it is for>] [--existing]";

function parseArgs(argv: string[]): { usernames: string[]; existing: boolean; clientName: string | null } {
  let clientName: string | null = null;
  const usernames: string[] = [];
  let existing = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--company" && argv[i + 1]) usernames.push(argv[++i]);
    else if (arg.startsWith("--company=")) usernames.push(arg.slice("--company=".length));
    else if (arg === "--name" && argv[i + 1]) clientName = argv[++i].trim().slice(0, 100) || null;
    else if (arg.startsWith("--name=")) clientName = arg.slice("--name=".length).trim().slice(0, 100) || null;
    else if (arg === "--existing") existing = true;
    else throw new Error(`Unknown argument ${JSON.stringify(arg)}. ${USAGE}`);
  }
  if (!usernames.length) throw new Error(`Name at least one company. ${USAGE}`);
  // Wider than the studio's forms on purpose (capitals, one character): the rule companies had before the studio.
  const valid = usernames.map((username) => {
    const parsed = existingCompanyUsernameSchema.safeParse(username);
    if (!parsed.success)
      throw new Error(`Invalid company username ${JSON.stringify(username)}: ${parsed.error.issues[0].message}.`);
    return parsed.data;
  });
  return { usernames: [...new Set(valid)], existing, clientName };
}

const inUse = (username: string) =>
  new Error(
    `The company "${username}" already has members (somebody made ` +
      `it in the studio): its owners make API clients on its API clients ` +
      `page. Nothing was created; if you mean that company, run the ` +
      `command again with --existing.`,
  );

async function main(): Promise<void> {
  const { usernames, existing, clientName } = parseArgs(process.argv.slice(2));
  if (!existing) {
    for (const username of usernames) {
      const found = await getCompanyByUsername(username);
      if (found && (await hasMembers(found.id))) throw inUse(username);
    }
  }
  const companies = [];
  for (const username of usernames) {
    const { company, created } = await ensureCompany(username);
    // Somebody may have made it in the studio since the check above.
    if (!created && !existing && (await hasMembers(company.id))) throw inUse(username);
    companies.push(company);
  }
  const name = clientName ?? `Made with npm run credentials on ${new Date().toISOString().slice(0, 10)}`;
  const { clientId, clientSecret } = await createApiClient(
    companies.map((company) => company.id),
    { name },
  );
  const claimCodes: Record<string, string> = {};
  let claimCodesExpire: string | undefined;
  for (const company of companies) {
    if (await hasMembers(company.id)) continue;
    const claim = await issueClaimCode(company.id, CLAIM_CODE_TTL_SECONDS);
    claimCodes[company.username] = claim.code;
    claimCodesExpire = claim.expiresAt.toISOString();
  }
  const claims = claimCodesExpire ? { claimCodes, claimCodesExpire } : {};
  process.stdout.write(`${JSON.stringify({ clientId, clientSecret, companies: usernames, ...claims })}\n`);
}

main()
  .catch((error: unknown) => {
    process.stderr.write(
      `${error instanceof StartupError || error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exitCode = 1;
  })
  .finally(() => closeDb());

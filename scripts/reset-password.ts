// npm run reset-password -- --email <e-mail>
// For a deployment without mail (or a person locked out of theirs): prints a single-use password-reset link for the
// person, valid one hour, as "Forgot your password?" would have e-mailed it (docs/security.md "Password reset").
// Works on PostgreSQL while the server runs; the embedded database allows one process, so stop the server first.
import { closeDb } from "../lib/db/client";
import { findPersonByEmail, normaliseEmail } from "../lib/db/repositories/people";
import { createPasswordReset } from "../lib/db/repositories/password-resets";
import { StartupError } from "../lib/db/startup-error";
import { readEnv } from "../lib/env";

const USAGE = "Usage: npm run reset-password -- --email <e-mail>";
/** The same lifetime as the e-mailed link's (lib/studio/services/password-reset.ts, RESET_LINK_SECONDS). */
const LINK_SECONDS = 3600;

export function parseResetArgs(argv: string[]): { email: string } {
  const [flag, value, ...rest] = argv;
  if (rest.length) throw new Error(`Too many arguments. ${USAGE}`);
  if (flag === "--email" && value?.includes("@")) return { email: normaliseEmail(value) };
  throw new Error(
    `${flag === "--email" ? "Name the person's e-mail address after --email." : "Unknown arguments."} ${USAGE}`,
  );
}

async function main(): Promise<void> {
  const { email } = parseResetArgs(process.argv.slice(2));
  const person = await findPersonByEmail(email);
  if (!person)
    throw new Error(`Nobody signs in with ${email}. Check the address (npm run staff -- --list lists staff).`);
  const token = await createPasswordReset(person.id, LINK_SECONDS);
  const origin = process.env.AUTH_URL ? new URL(process.env.AUTH_URL).origin : `http://localhost:${readEnv().PORT}`;
  process.stdout.write(
    `A password-reset link for ${email}, valid for one hour and once (using it signs them out everywhere):\n` +
      `  ${origin}/reset-password/${token}\n`,
  );
}

if (!process.env.VITEST) {
  main()
    .catch((error: unknown) => {
      process.stderr.write(
        `${error instanceof StartupError || error instanceof Error ? error.message : String(error)}\n`,
      );
      process.exitCode = 1;
    })
    .finally(() => closeDb());
}

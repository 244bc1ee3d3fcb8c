// npm run staff -- --add <e-mail> | --remove <e-mail> | --list
// Support staff of the deployment: people who may open any company in the studio as an editor (each opening is
// recorded in that company's activity). The person must have signed up already (an invitation, or /setup).
import { asc, eq } from "drizzle-orm";
import { closeDb, getDb } from "../lib/db/client";
import { normaliseEmail, setStaff } from "../lib/db/repositories/people";
import { people } from "../lib/db/schema";
import { StartupError } from "../lib/db/startup-error";

const USAGE = "Usage: npm run staff -- --add <e-mail> | --remove <e-mail> | --list";

export function parseStaffArgs(argv: string[]): { action: "add" | "remove"; email: string } | { action: "list" } {
  const [flag, value, ...rest] = argv;
  if (rest.length) throw new Error(`Too many arguments. ${USAGE}`);
  if (flag === "--list" && value === undefined) return { action: "list" };
  if ((flag === "--add" || flag === "--remove") && value && value.includes("@"))
    return { action: flag === "--add" ? "add" : "remove", email: normaliseEmail(value) };
  const problem =
    flag === "--add" || flag === "--remove" ? `Name the person's e-mail address after ${flag}.` : "Unknown arguments.";
  throw new Error(`${problem} ${USAGE}`);
}

async function main(): Promise<void> {
  const command = parseStaffArgs(process.argv.slice(2));
  if (command.action === "list") {
    const db = await getDb();
    const rows = await db
      .select({ email: people.email, name: people.name })
      .from(people)
      .where(eq(people.staff, true))
      .orderBy(asc(people.email));
    process.stdout.write(
      rows.length ? `${rows.map((row) => `${row.email}\t${row.name}`).join("\n")}\n` : "No support staff.\n",
    );
    return;
  }
  if (!(await setStaff(command.email, command.action === "add"))) {
    throw new Error(
      `Nobody signs in with ${command.email}. The person must have an account first (an invitation, or /setup).`,
    );
  }
  const now =
    command.action === "add"
      ? "is now support staff: they may open any company as an editor"
      : "is no longer support staff";
  process.stdout.write(`${command.email} ${now}.\n`);
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

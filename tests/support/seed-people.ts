// Test helper run with tsx: creates people (with their memberships, creating missing companies) from the JSON in
// argv[2] before a server starts, so HTTP tests can sign in as them.
import { closeDb } from "../../lib/db/client";
import { ensureCompany } from "../../lib/db/repositories/companies";
import { addMembership, createPerson, setStaff, type MembershipRole } from "../../lib/db/repositories/people";
import { hashPassword } from "../../lib/auth/password-hash";

export type SeedPerson = {
  email: string;
  password: string;
  name?: string;
  staff?: boolean;
  companies: [string, MembershipRole][];
};

async function main() {
  const people = JSON.parse(process.argv[2] ?? "[]") as SeedPerson[];
  for (const person of people) {
    const created = await createPerson({
      email: person.email,
      name: person.name ?? person.email.split("@")[0],
      passwordHash: await hashPassword(person.password),
    });
    if (created === "emailTaken") throw new Error(`${person.email} exists already`);
    if (person.staff) await setStaff(person.email, true);
    for (const [username, role] of person.companies)
      await addMembership(created.id, (await ensureCompany(username)).company.id, role);
  }
}

main()
  .catch((error) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  })
  .finally(() => closeDb());

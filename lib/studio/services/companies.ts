import "server-only";
// Companies as people see them: make one (its maker becomes the owner), rename it, and remove the demo company in
// one step (its events, registrations, people who belong to nothing else, and API clients).
import { deleteCompany, getCompany, renameCompany } from "../../db/repositories/companies";
import { deleteSetting } from "../../db/repositories/deployment-settings";
import { deletePerson, listMembers, listMemberships } from "../../db/repositories/people";
import { demoCompanyId } from "../../db/demo-settings";
import { printSetupCode } from "../../db/startup";
import { ActionFailure } from "../access/action-errors";
import { record } from "./activity";
import type { StudioSession } from "../../auth/session";
import { forgetCompanyApi } from "./studio-api";

export async function rename(session: StudioSession, name: string): Promise<void> {
  await renameCompany(session.company.id, name);
  await record(session.company.id, session.person, "companyRenamed", name);
}

/**
 * Whether this is the demo company the first start made (it may be removed in one step): by the id recorded at
 * seeding, never by its username, which anybody may hold once the demo is gone (docs/security.md "The demo data").
 */
export async function isDemoCompany(session: StudioSession): Promise<boolean> {
  return (await demoCompanyId()) === session.company.id;
}

/**
 * Removes the demo company with everything that is only its own, and its people who belong to no other company
 * (the demo person among them). Returns whether the person doing it was removed too (then they are signed out).
 */
export async function removeDemoCompany(session: StudioSession): Promise<{ removedSelf: boolean }> {
  if (!(await isDemoCompany(session)))
    throw new ActionFailure({ code: "notDemo", message: "Only the demo company can be removed this way." });
  const company = await getCompany(session.company.id);
  if (!company) return { removedSelf: false };
  const people = await listMembers(company.id);
  await deleteCompany(company.id);
  forgetCompanyApi(company.id);
  let removedSelf = false;
  for (const { person } of people) {
    if ((await listMemberships(person.id)).length > 0) continue;
    await deletePerson(person.id);
    if (person.id === session.person.id) removedSelf = true;
  }
  for (const key of ["demoCompany", "demoPerson"] as const) await deleteSetting(key);
  // Nobody left to sign in: /setup opens again, with a new code in the server's log.
  await printSetupCode({ log: (line) => process.stdout.write(`${line}\n`) });
  return { removedSelf };
}

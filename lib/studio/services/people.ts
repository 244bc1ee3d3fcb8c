import "server-only";
// A person's own account: sessions (end this one, end all), the company they work on, name, e-mail and password.
// Called by server actions after the session was checked; writes only through lib/db's repositories.
import { getCompanyByUsername } from "../../db/repositories/companies";
import { forgetDemoPerson } from "../../db/demo-settings";
import {
  findPersonByEmail,
  getPerson,
  listMemberships,
  normaliseEmail,
  updatePerson,
} from "../../db/repositories/people";
import {
  countStudioSessionsOf,
  deleteStudioSession,
  deleteStudioSessionsOf,
  setStudioSessionCompany,
} from "../../db/repositories/studio-sessions";
import { ActionFailure } from "../access/action-errors";
import { record } from "./activity";
import { checkCurrentPassword } from "./accounts";
import { hashPassword } from "../../auth/password-hash";
import { passwordProblem } from "../../auth/password-rules";
import type { PersonSession, StudioCompany } from "../../auth/session";

export async function endSession(sessionId: string): Promise<void> {
  await deleteStudioSession(sessionId);
}

/** Ends every session of the person (except `keep`), on every device, in every process. */
export async function endAllSessions(personId: number, keep?: string): Promise<number> {
  return deleteStudioSessionsOf(personId, keep);
}

/** Whether the person with this e-mail belongs to at least one company (where sign-in sends them). */
export async function belongsToACompany(email: string): Promise<boolean> {
  const person = await findPersonByEmail(email);
  return person !== null && (await listMemberships(person.id)).length > 0;
}

export async function otherSessionCount(personId: number): Promise<number> {
  return Math.max(0, (await countStudioSessionsOf(personId)) - 1);
}

/** Works on the company with this username: one of the person's, or any company for support staff (recorded). */
export async function workOn(session: PersonSession, username: string): Promise<StudioCompany> {
  const membership = session.memberships.find(({ company }) => company.username === username);
  const found = membership?.company ?? (session.person.staff ? await getCompanyByUsername(username) : null);
  if (!found) {
    throw new ActionFailure({
      code: "companyNotAllowed",
      message: session.person.staff
        ? `There is no company with the username "${username}". Check it and try again.`
        : `You are not a member of "${username}". Ask one of its owners for an invitation.`,
    });
  }
  await setStudioSessionCompany(session.sessionId, found.id);
  if (!membership) await record(found.id, session.person, "staffOpened");
  return { id: found.id, name: found.name, username: found.username };
}

const wrongPassword = () =>
  new ActionFailure({
    code: "wrongPassword",
    message: "Your current password is wrong. Type it again; nothing was changed.",
  });

/**
 * The current password, checked through the sign-in throttle (lib/studio/services/accounts.ts checkCurrentPassword).
 */
async function confirmCurrentPassword(session: PersonSession, currentPassword: string, address: string): Promise<void> {
  const checked = await checkCurrentPassword(session.person, currentPassword, address);
  if (checked === "ok") return;
  if ("waitSeconds" in checked) {
    throw new ActionFailure({
      code: "throttled",
      message:
        `Too many wrong passwords for this account from your address. ` +
        `Wait ${checked.waitSeconds} seconds, then type your current ` +
        `password again; nothing was changed.`,
      details: { retryAfterSeconds: checked.waitSeconds },
    });
  }
  throw wrongPassword();
}

export async function renamePerson(session: PersonSession, name: string): Promise<void> {
  await updatePerson(session.person.id, { name });
}

/**
 * A new e-mail needs the current password (an open laptop must not hand the account over) and ends every other
 * session of the person, as a new password does. The answer is the same whether the address was free (it is now
 * the person's) or somebody else's (nothing changes), so a session cannot probe which addresses have accounts
 * (docs/security.md "People and sessions").
 */
export async function changeEmail(
  session: PersonSession,
  email: string,
  currentPassword: string,
  address: string,
): Promise<{ endedSessions: number }> {
  await confirmCurrentPassword(session, currentPassword, address);
  const changed =
    (await updatePerson(session.person.id, { email })) === "ok" && normaliseEmail(email) !== session.person.email;
  // The offer on the sign-in page names the old address: it is deleted (lib/db/demo-settings.ts).
  if (changed) await forgetDemoPerson(session.person.id);
  return { endedSessions: await endAllSessions(session.person.id, session.sessionId) };
}

/** A new password ends every other session of the person; this one stays signed in. */
export async function changePassword(
  session: PersonSession,
  currentPassword: string,
  newPassword: string,
  address: string,
): Promise<{ endedSessions: number }> {
  await confirmCurrentPassword(session, currentPassword, address);
  const person = await getPerson(session.person.id);
  if (!person) throw wrongPassword();
  const weak = passwordProblem(newPassword, person);
  if (weak) throw new ActionFailure({ code: "weakPassword", message: weak });
  await updatePerson(person.id, { passwordHash: await hashPassword(newPassword) });
  // The sign-in page's demo offer would show the old password (lib/db/demo-settings.ts).
  await forgetDemoPerson(person.id);
  return { endedSessions: await endAllSessions(person.id, session.sessionId) };
}

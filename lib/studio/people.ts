import "server-only";
// A person's own account: sessions (end this one, end all), the company they work on, name, e-mail and password.
// Called by server actions after the session was checked; writes only through lib/db's repositories.
import { getCompanyByUsername } from "../db/repositories/companies";
import { findPersonByEmail, getPerson, listMemberships, updatePerson } from "../db/repositories/people";
import { countStudioSessionsOf, deleteStudioSession, deleteStudioSessionsOf, setStudioSessionCompany } from "../db/repositories/studio-sessions";
import { ActionFailure } from "./action-errors";
import { record } from "./activity";
import { hashPassword, verifyPassword } from "./password-hash";
import { passwordProblem } from "./password-rules";
import type { PersonSession, StudioCompany } from "./session";

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
      message: session.person.staff ? `There is no company with the username "${username}". Check it and try again.` : `You are not a member of "${username}". Ask one of its owners for an invitation.`,
    });
  }
  await setStudioSessionCompany(session.sessionId, found.id);
  if (!membership) await record(found.id, session.person, "staffOpened");
  return { id: found.id, name: found.name, username: found.username };
}

const wrongPassword = () => new ActionFailure({ code: "wrongPassword", message: "Your current password is wrong. Type it again; nothing was changed." });

export async function renamePerson(session: PersonSession, name: string): Promise<void> {
  await updatePerson(session.person.id, { name });
}

/** A new e-mail needs the current password (an open laptop must not hand the account over). */
export async function changeEmail(session: PersonSession, email: string, currentPassword: string): Promise<void> {
  const person = await getPerson(session.person.id);
  if (!person || !(await verifyPassword(currentPassword, person.passwordHash))) throw wrongPassword();
  const other = await findPersonByEmail(email);
  if (other && other.id !== person.id) throw new ActionFailure({ code: "emailTaken", message: "Somebody else signs in with this e-mail address. Use another one." });
  if ((await updatePerson(person.id, { email })) === "emailTaken") throw new ActionFailure({ code: "emailTaken", message: "Somebody else signs in with this e-mail address. Use another one." });
}

/** A new password ends every other session of the person; this one stays signed in. */
export async function changePassword(session: PersonSession, currentPassword: string, newPassword: string): Promise<{ endedSessions: number }> {
  const person = await getPerson(session.person.id);
  if (!person || !(await verifyPassword(currentPassword, person.passwordHash))) throw wrongPassword();
  const weak = passwordProblem(newPassword, person);
  if (weak) throw new ActionFailure({ code: "weakPassword", message: weak });
  await updatePerson(person.id, { passwordHash: await hashPassword(newPassword) });
  return { endedSessions: await endAllSessions(person.id, session.sessionId) };
}

import "server-only";
// The signed-in person, as pages and server actions see it. Every request reads the session record the cookie
// names (so a sign-out, sign out everywhere, a changed password or a removed person ends it on its next request,
// in every process), the person's memberships, and so their role in the company they work on.
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { cache } from "react";
import { getCompany } from "../db/repositories/companies";
import { listMemberships, touchLastActive } from "../db/repositories/people";
import { findSessionEnding, findStudioSession } from "../db/repositories/studio-sessions";
import { removedError, SIGNED_OUT, type ActionError } from "../studio/access/action-errors";
import type { Role } from "../studio/access/roles";
import { isAccountPath, safeCallbackPath } from "./safe-callback";
import { readSessionId } from "./session-cookie";

export { safeCallbackPath };

export type StudioCompany = { id: number; name: string; username: string };
export type StudioPerson = { id: number; name: string; email: string; staff: boolean };

/** A signed-in person, with or without a company to work on. */
export type PersonSession = {
  sessionId: string;
  person: StudioPerson;
  memberships: { company: StudioCompany; role: Role }[];
  /** The company being worked on and the person's role there; null when they belong to none. */
  company: StudioCompany | null;
  role: Role | null;
  /** Support staff working on a company they are not a member of (as an editor). */
  viaStaff: boolean;
};

/** A signed-in person working on a company. */
export type StudioSession = PersonSession & { company: StudioCompany; role: Role };

const companyOf = ({ id, name, username }: StudioCompany): StudioCompany => ({ id, name, username });

/** This request's session, read once per request; null when nobody is signed in or the session ended. */
export const currentPersonSession = cache(async (): Promise<PersonSession | null> => {
  const sessionId = await readSessionId();
  if (!sessionId) return null;
  const record = await findStudioSession(sessionId);
  if (!record) return null;
  const memberships = (await listMemberships(record.personId)).map(({ company, role }) => ({
    company: companyOf(company),
    role,
  }));
  await touchLastActive(record.personId);
  const base = { sessionId, person: record.person, memberships };
  const member = memberships.find((membership) => membership.company.id === record.companyId);
  if (member) return { ...base, company: member.company, role: member.role, viaStaff: false };
  if (record.person.staff && record.companyId !== null) {
    const company = await getCompany(record.companyId);
    if (company) return { ...base, company: companyOf(company), role: "editor", viaStaff: true };
  }
  // No company chosen yet (or it went): the first of the person's companies.
  const first = memberships[0];
  return first
    ? { ...base, company: first.company, role: first.role, viaStaff: false }
    : { ...base, company: null, role: null, viaStaff: false };
});

/**
 * Why there is no session, for an action's answer: a person an owner removed is told so (the record of why outlives
 * the session until it would have expired); anybody else, that the session ended.
 */
export async function noSessionError(): Promise<ActionError> {
  const sessionId = await readSessionId();
  const ending = sessionId ? await findSessionEnding(sessionId) : null;
  return ending ? removedError(ending.companyName) : SIGNED_OUT;
}

/** Where a page sends a visitor without a session: sign-in, saying so when an owner removed them. */
async function signInPath(callbackPath: string): Promise<string> {
  const sessionId = await readSessionId();
  const removed = sessionId ? await findSessionEnding(sessionId) : null;
  const reason = removed ? "reason=removed&" : "";
  return `/sign-in?${reason}callbackUrl=${encodeURIComponent(safeCallbackPath(callbackPath))}`;
}

/** The session when the person works on a company; null otherwise. */
export async function currentSession(): Promise<StudioSession | null> {
  const session = await currentPersonSession();
  return session?.company && session.role ? (session as StudioSession) : null;
}

/** The session; without one, redirects to `/sign-in?callbackUrl=<callbackPath>` (and back after sign-in). */
export async function requireSession(callbackPath: string): Promise<StudioSession> {
  const session = await currentPersonSession();
  if (!session) redirect(await signInPath(callbackPath));
  if (!session.company || !session.role) redirect("/account?reason=noCompany");
  return session as StudioSession;
}

/** The person's session, company or not (the account page); without one, redirects to sign in. */
export async function requirePersonSession(callbackPath: string): Promise<PersonSession> {
  const session = await currentPersonSession();
  if (!session) redirect(await signInPath(callbackPath));
  return session;
}

/** Where sign-in sends a visitor back to: the path this request asked for (set by proxy.ts). */
async function requestedPath(): Promise<string> {
  return safeCallbackPath((await headers()).get("x-capture-path"));
}

/**
 * The studio shell's check, run by its layout before anything streams: a signed-out visitor gets a real `307` to
 * sign-in (a redirect thrown by a page, under the loading boundary, could only be a meta refresh), and a person
 * without a company is sent to their account, the one studio page that works without one. Pages still require the
 * session themselves, since a layout is not rendered again when the browser moves between its pages.
 */
export async function requireShellSession(): Promise<PersonSession> {
  const path = await requestedPath();
  const session = await currentPersonSession();
  if (!session) redirect(await signInPath(path));
  if ((!session.company || !session.role) && !isAccountPath(path)) redirect("/account?reason=noCompany");
  return session;
}

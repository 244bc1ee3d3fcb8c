import "server-only";
// A company's people: members with their roles, and invitations (a link, single use, 7 days). Called by the
// owners' server actions after defineAction checked "members.manage"; the last owner always stays.
import { acceptInvitation, createInvitation, findInvitation, invitationState, listInvitations, revokeInvitation, type InvitationRow, type InvitationState } from "../db/repositories/invitations";
import { changeMembership, getPerson, listMembers, listMemberships, type Member } from "../db/repositories/people";
import { deleteStudioSessionsOf, setStudioSessionCompany } from "../db/repositories/studio-sessions";
import { ActionFailure } from "./action-errors";
import { record } from "./activity";
import { ROLE_LABELS, type Role } from "./roles";
import type { PersonSession, StudioSession } from "./session";

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

export type { Member, InvitationRow, InvitationState };

export function members(session: StudioSession): Promise<Member[]> {
  return listMembers(session.company.id);
}

export function invitations(session: StudioSession): Promise<InvitationRow[]> {
  return listInvitations(session.company.id);
}

/** A new invitation; the token (in the link) is returned this once and stored only as a hash. */
export async function invite(session: StudioSession, role: Role, note: string | null): Promise<{ id: number; token: string; expiresAt: Date }> {
  const { invitation, token } = await createInvitation({ companyId: session.company.id, role, createdBy: session.person.id, note, ttlSeconds: INVITATION_TTL_SECONDS });
  await record(session.company.id, session.person, "memberInvited", `${note ? `${note} ` : ""}(${ROLE_LABELS[role].toLowerCase()})`);
  return { id: invitation.id, token, expiresAt: invitation.expiresAt };
}

export async function revokeInvite(session: StudioSession, id: number): Promise<void> {
  const rows = await listInvitations(session.company.id);
  const found = rows.find((row) => row.id === id);
  if (!found || !(await revokeInvitation(session.company.id, id))) {
    throw new ActionFailure({ code: "notPending", message: "This invitation is no longer pending (used, revoked or expired). Reload the page to see its state." });
  }
  await record(session.company.id, session.person, "invitationRevoked", found.note ?? `invitation #${id}`);
}

const LAST_OWNER = new ActionFailure({ code: "lastOwner", message: "A company keeps at least one owner. Make somebody else an owner first." });
const NOT_A_MEMBER = new ActionFailure({ code: "notFound", message: "This person is no longer a member. Reload the page." });

async function nameOf(personId: number): Promise<string> {
  const person = await getPerson(personId);
  return person ? `${person.name} <${person.email}>` : `person #${personId}`;
}

export async function changeRole(session: StudioSession, personId: number, role: Role): Promise<void> {
  const outcome = await changeMembership(session.company.id, personId, role);
  if (outcome === "lastOwner") throw LAST_OWNER;
  if (outcome === "notFound") throw NOT_A_MEMBER;
  await record(session.company.id, session.person, "memberRoleChanged", `${await nameOf(personId)} to ${ROLE_LABELS[role].toLowerCase()}`);
}

/**
 * Removes a member. Their sessions working on this company end at once (every process: the records are gone), so
 * their next request sends them to sign in; a person left with no company at all is signed out everywhere.
 */
export async function removeMember(session: StudioSession, personId: number): Promise<void> {
  const name = await nameOf(personId);
  const outcome = await changeMembership(session.company.id, personId, null);
  if (outcome === "lastOwner") throw LAST_OWNER;
  if (outcome === "notFound") throw NOT_A_MEMBER;
  await deleteStudioSessionsOf(personId, undefined, session.company.id);
  if ((await listMemberships(personId)).length === 0) await deleteStudioSessionsOf(personId);
  await record(session.company.id, session.person, "memberRemoved", name);
}

export type InvitationView = { state: InvitationState | "notFound"; company: { name: string; username: string } | null; role: Role | null; expiresAt: Date | null };

/** What an invitation link shows before anybody accepts it. */
export async function viewInvitation(token: string): Promise<InvitationView> {
  const found = await findInvitation(token);
  if (!found) return { state: "notFound", company: null, role: null, expiresAt: null };
  return { state: invitationState(found.invitation), company: { name: found.company.name, username: found.company.username }, role: found.invitation.role as Role, expiresAt: found.invitation.expiresAt };
}

export const INVITATION_MESSAGES: Record<InvitationState | "notFound", string> = {
  pending: "",
  used: "This invitation link was already used. Each link works once: ask the owner who sent it for a new one.",
  revoked: "This invitation was revoked by an owner of the company. Ask them for a new one if you should still join.",
  expired: "This invitation link has expired (links work for 7 days). Ask the owner who sent it for a new one.",
  notFound: "This invitation link is not valid. Check that you copied all of it, or ask the owner who sent it for a new one.",
};

/** Joins the company of the invitation as `personId`; the session (when given) then works on that company. */
export async function join(token: string, person: { id: number; name: string; email: string }, sessionId?: string): Promise<{ companyId: number; role: Role; alreadyMember: boolean }> {
  const outcome = await acceptInvitation(token, person.id);
  if (outcome.status !== "joined" && outcome.status !== "alreadyMember") throw new ActionFailure({ code: outcome.status, message: INVITATION_MESSAGES[outcome.status] });
  if (sessionId) await setStudioSessionCompany(sessionId, outcome.companyId);
  if (outcome.status === "joined") await record(outcome.companyId, person, "memberJoined", ROLE_LABELS[outcome.role].toLowerCase());
  return { companyId: outcome.companyId, role: outcome.role, alreadyMember: outcome.status === "alreadyMember" };
}

export type { PersonSession };

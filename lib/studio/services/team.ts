import "server-only";
// A company's people: members with their roles, and invitations (a link, single use, 7 days). Called by the
// owners' server actions after defineAction checked "members.manage"; the last owner always stays.
import { createHash } from "node:crypto";
import { sharedHitStore } from "../../rate-limit/hit-store";
import { listApiClientsOf, revokeApiClient } from "../../db/repositories/api-clients";
import {
  acceptInvitation,
  createInvitation,
  endInvitationsOf,
  findInvitation,
  invitationState,
  listInvitations,
  revokeInvitation,
  type InvitationRow,
  type InvitationState,
  type Joiner,
} from "../../db/repositories/invitations";
import { changeMembership, getPerson, listMembers, listMemberships, type Member } from "../../db/repositories/people";
import { deleteStudioSessionsOf, setStudioSessionCompany } from "../../db/repositories/studio-sessions";
import { ActionFailure } from "../access/action-errors";
import { record } from "./activity";
import { mailOf } from "./invitation-mail";
import { hashPassword } from "../../auth/password-hash";
import { passwordProblem } from "../../auth/password-rules";
import { ROLE_LABELS, type Role } from "../access/roles";
import type { PersonSession, StudioSession } from "../../auth/session";

export const INVITATION_TTL_SECONDS = 7 * 24 * 3600;

export type { Member, InvitationRow, InvitationState };

export function members(session: StudioSession): Promise<Member[]> {
  return listMembers(session.company.id);
}

export function invitations(session: StudioSession): Promise<InvitationRow[]> {
  return listInvitations(session.company.id);
}

/**
 * A new invitation; the token (in the link) is returned this once and stored only as a hash. With `email`, only a
 * person with that address may use it (docs/security.md "Invitations"), and the link is e-mailed to it: the mail is
 * queued in the invitation's own transaction (docs/studio.md "Inviting by e-mail").
 */
export async function invite(
  session: StudioSession,
  role: Role,
  note: string | null,
  email: string | null = null,
  origin?: string,
): Promise<{ id: number; token: string; expiresAt: Date; mailed: boolean }> {
  const mailed = Boolean(email && origin);
  const { invitation, token } = await createInvitation(
    {
      companyId: session.company.id,
      role,
      createdBy: session.person.id,
      note,
      email,
      ttlSeconds: INVITATION_TTL_SECONDS,
    },
    mailed ? mailOf(session, origin!) : undefined,
  );
  const subject = [note, email && email !== note ? `for ${email.toLowerCase()} only` : null].filter(Boolean).join(", ");
  await record(
    session.company.id,
    session.person,
    "memberInvited",
    `${subject ? `${subject} ` : ""}(${ROLE_LABELS[role].toLowerCase()})${mailed ? ", by e-mail" : ""}`,
  );
  return { id: invitation.id, token, expiresAt: invitation.expiresAt, mailed };
}

export async function revokeInvite(session: StudioSession, id: number): Promise<void> {
  const rows = await listInvitations(session.company.id);
  const found = rows.find((row) => row.id === id);
  if (!found || !(await revokeInvitation(session.company.id, id))) {
    throw new ActionFailure({
      code: "notPending",
      message: "This invitation is no longer pending (used, revoked or expired). Reload the page to see its state.",
    });
  }
  await record(session.company.id, session.person, "invitationRevoked", found.note ?? `invitation #${id}`);
}

const LAST_OWNER = new ActionFailure({
  code: "lastOwner",
  message: "A company keeps at least one owner. Make somebody else an owner first.",
});
const NOT_A_MEMBER = new ActionFailure({
  code: "notFound",
  message: "This person is no longer a member. Reload the page.",
});

async function nameOf(personId: number): Promise<string> {
  const person = await getPerson(personId);
  return person ? `${person.name} <${person.email}>` : `person #${personId}`;
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/**
 * Changes a member's role. Their pending invitations with a role above the new one end with it: an invitation
 * carries its creator's authority (docs/security.md "Invitations"). Returns how many ended.
 */
export async function changeRole(
  session: StudioSession,
  personId: number,
  role: Role,
): Promise<{ endedInvitations: number }> {
  const outcome = await changeMembership(session.company.id, personId, role);
  if (outcome === "lastOwner") throw LAST_OWNER;
  if (outcome === "notFound") throw NOT_A_MEMBER;
  const endedInvitations = await endInvitationsOf(session.company.id, personId, role);
  const ended = endedInvitations ? `; ${plural(endedInvitations, "pending invitation")} they made ended` : "";
  await record(
    session.company.id,
    session.person,
    "memberRoleChanged",
    `${await nameOf(personId)} to ${ROLE_LABELS[role].toLowerCase()}${ended}`,
  );
  return { endedInvitations };
}

/** The company's API clients a member created, for the remove dialog to list (docs/security.md "API clients"). */
export async function clientsMadeBy(session: StudioSession): Promise<Map<number, { id: string; name: string }[]>> {
  const made = new Map<number, { id: string; name: string }[]>();
  for (const client of await listApiClientsOf(session.company.id)) {
    if (client.createdBy === null) continue;
    made.set(client.createdBy, [
      ...(made.get(client.createdBy) ?? []),
      { id: client.id, name: client.name ?? client.id },
    ]);
  }
  return made;
}

export type Removal = { endedInvitations: number; revokedClients: string[]; keptClients: string[] };

/**
 * Removes a member. Their sessions working on this company end at once (every process: the records are gone), so
 * their next request sends them to sign in; a person left with no company at all is signed out everywhere. Their
 * pending invitations end. The API clients they made keep working unless named in `revokeClientIds` (integrations
 * must not break silently); either way the activity says which were kept and which revoked.
 */
export async function removeMember(
  session: StudioSession,
  personId: number,
  revokeClientIds: readonly string[] = [],
): Promise<Removal> {
  const name = await nameOf(personId);
  const theirs = (await clientsMadeBy(session)).get(personId) ?? [];
  const unknown = revokeClientIds.find((id) => !theirs.some((client) => client.id === id));
  if (unknown)
    throw new ActionFailure({
      code: "notFound",
      message:
        `The API client ${unknown} is not one this person made for the ` +
        `company (revoked already?). Reload the page and try again.`,
    });
  const outcome = await changeMembership(session.company.id, personId, null);
  if (outcome === "lastOwner") throw LAST_OWNER;
  if (outcome === "notFound") throw NOT_A_MEMBER;
  const ending = { reason: "removed", companyName: session.company.name } as const;
  await deleteStudioSessionsOf(personId, undefined, session.company.id, ending);
  if ((await listMemberships(personId)).length === 0)
    await deleteStudioSessionsOf(personId, undefined, undefined, ending);
  const endedInvitations = await endInvitationsOf(session.company.id, personId, null);
  const revokedClients: string[] = [];
  const keptClients: string[] = [];
  for (const client of theirs) {
    if (revokeClientIds.includes(client.id) && (await revokeApiClient(session.company.id, client.id))) {
      revokedClients.push(client.name);
      await record(
        session.company.id,
        session.person,
        "clientRevoked",
        `${client.name} (${client.id}), made by ${name}`,
      );
    } else keptClients.push(client.name);
  }
  const notes = [
    endedInvitations ? `${plural(endedInvitations, "pending invitation")} they made ended` : null,
    keptClients.length
      ? `kept the API ${keptClients.length === 1 ? "client" : "clients"} they made: ${keptClients.join(", ")}`
      : null,
    revokedClients.length ? `revoked ${revokedClients.join(", ")}` : null,
  ].filter(Boolean);
  await record(
    session.company.id,
    session.person,
    "memberRemoved",
    notes.length ? `${name}; ${notes.join("; ")}` : name,
  );
  return { endedInvitations, revokedClients, keptClients };
}

export type InvitationView = {
  state: InvitationState | "notFound";
  company: { name: string; username: string } | null;
  role: Role | null;
  expiresAt: Date | null;
  /** Who sent it (their current name), for the page to say who invites you. */
  invitedBy: string | null;
  /** Whether only one e-mail address may use it (the address itself is not shown to whoever holds the link). */
  bound: boolean;
  /** Whether `email` (the signed-in person's) may use it: false only when it is bound to another address. */
  forEmail: boolean;
};

export const NO_INVITATION: InvitationView = {
  state: "notFound",
  company: null,
  role: null,
  expiresAt: null,
  invitedBy: null,
  bound: false,
  forEmail: false,
};

/** What an invitation link shows before anybody accepts it (to `email`, the signed-in person's address, if any). */
export async function viewInvitation(token: string, email?: string): Promise<InvitationView> {
  const found = await findInvitation(token);
  if (!found) return NO_INVITATION;
  const { invitation, company, createdByName } = found;
  const forEmail =
    invitation.email === null || (email !== undefined && invitation.email === email.trim().toLowerCase());
  return {
    state: invitationState(invitation),
    company: { name: company.name, username: company.username },
    role: invitation.role as Role,
    expiresAt: invitation.expiresAt,
    invitedBy: createdByName,
    bound: invitation.email !== null,
    forEmail,
  };
}

export type JoinRefusal = InvitationState | "notFound" | "wrongEmail" | "emailTaken";

export const INVITATION_MESSAGES: Record<JoinRefusal, string> = {
  pending: "",
  used: "This invitation link was already used. Each link works once: ask the owner who sent it for a new one.",
  revoked: "This invitation was revoked by an owner of the company. Ask them for a new one if you should still join.",
  ended:
    "This invitation has ended: the person who sent it no longer has the " +
    "right to invite with this role. Ask a current owner of the company for " +
    "a new link.",
  expired: "This invitation link has expired (links work for 7 days). Ask the owner who sent it for a new one.",
  notFound:
    "This invitation link is not valid. Check that you copied all of it, or ask the owner who sent it for a new one.",
  wrongEmail:
    "This invitation is for another e-mail address. Sign in (or create your " +
    "account) with the address the invitation was sent to, or ask the owner " +
    "who sent it for a link for your address.",
  // Says nothing about whether the address has an account (docs/security.md "Invitations").
  emailTaken:
    "No new account can be made with this e-mail address. If you already " +
    "have a Capture Studio account, sign in with it to join; otherwise use " +
    "another address.",
};

/**
 * Joins the company of the invitation as a person who signs in (the session, when given, then works on that
 * company) or as a new person made in the same transaction: all of it happens, or none (lib/db/repositories/
 * invitations.ts). A member already keeps their role and the link stays unused.
 */
export async function join(
  token: string,
  joiner: Joiner & { name?: string },
  sessionId?: string,
): Promise<{ companyId: number; role: Role; personId: number | null; alreadyMember: boolean }> {
  const outcome = await acceptInvitation(token, joiner);
  if (outcome.status !== "joined" && outcome.status !== "alreadyMember")
    throw new ActionFailure({ code: outcome.status, message: INVITATION_MESSAGES[outcome.status] });
  if (sessionId) await setStudioSessionCompany(sessionId, outcome.companyId);
  if (outcome.status === "joined") {
    const person =
      "newPerson" in joiner
        ? { id: outcome.personId, name: joiner.newPerson.name, email: joiner.newPerson.email.trim().toLowerCase() }
        : { id: outcome.personId, name: joiner.name ?? "", email: joiner.email };
    await record(outcome.companyId, person, "memberJoined", ROLE_LABELS[outcome.role].toLowerCase());
  }
  return {
    companyId: outcome.companyId,
    role: outcome.role,
    personId: outcome.status === "joined" ? outcome.personId : null,
    alreadyMember: outcome.status === "alreadyMember",
  };
}

/** How often one link may answer "no new account with this address" (docs/security.md "Invitations"). */
export const INVITATION_TAKEN_LIMIT = 3;
const takenKey = (token: string) => `invite:taken:${createHash("sha256").update(token).digest("base64url")}`;

export const INVITATION_PROBED =
  "This link was tried with too many e-mail addresses that cannot be " +
  "used. If you already have a Capture Studio account, sign in with it to " +
  "join; otherwise ask the owner who sent the link for a new one.";

/**
 * Joins as a new person: the password checked, then the person, the membership and the link's use in one
 * transaction. An address that cannot be used (it has an account) gets the same answer as nothing else tells,
 * and each link gives that answer only INVITATION_TAKEN_LIMIT times, so a link cannot probe addresses.
 */
export async function joinAsNewPerson(
  token: string,
  input: { name: string; email: string; password: string },
): Promise<{ field: "name" | "email" | "password" | null; message: string } | { joined: true }> {
  const store = await sharedHitStore();
  const key = takenKey(token);
  const since = Date.now() - INVITATION_TTL_SECONDS * 1000;
  if (((await store.hits([key], since)).get(key) ?? []).length >= INVITATION_TAKEN_LIMIT)
    return { field: null, message: INVITATION_PROBED };
  const weak = passwordProblem(input.password, input);
  if (weak) return { field: "password", message: weak };
  try {
    await join(token, {
      newPerson: { name: input.name, email: input.email, passwordHash: await hashPassword(input.password) },
    });
  } catch (error) {
    if (!(error instanceof ActionFailure)) throw error;
    if (error.actionError.code === "emailTaken") await store.record([key], Date.now(), since);
    return {
      field: error.actionError.code === "emailTaken" || error.actionError.code === "wrongEmail" ? "email" : null,
      message: error.actionError.message,
    };
  }
  return { joined: true };
}

export type { PersonSession };

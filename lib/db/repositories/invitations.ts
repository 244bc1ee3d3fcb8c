// Invitations to a company (the studio's own data): a link with a random token, single use, expiring; only the
// token's SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { getDb } from "../client";
import { companies, invitations, memberships, people } from "../schema";
import type { Company } from "./companies";
import { normaliseEmail, type MembershipRole } from "./people";
import { cancelInvitationMail, enqueueMail, type OutboxMessage } from "./outbox";
import { nowSecond } from "./shared";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");
export const newToken = () => randomBytes(24).toString("base64url");
export const expiresIn = (ttlSeconds: number) =>
  sql`date_trunc('second', now()) + make_interval(secs => ${ttlSeconds}::integer)` as unknown as Date;

export type Invitation = typeof invitations.$inferSelect;
export type InvitationState = "pending" | "used" | "revoked" | "ended" | "expired";

export function invitationState(
  invitation: Pick<Invitation, "usedAt" | "revokedAt" | "expiresAt"> & { endedAt?: Date | null },
  now = new Date(),
): InvitationState {
  if (invitation.usedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  if (invitation.endedAt) return "ended";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

/** Roles by what they may do: an invitation needs a creator whose role is at least its own. */
const RANK: Record<MembershipRole, number> = { viewer: 1, editor: 2, owner: 3 };
const ranks = (role: string): number => RANK[role as MembershipRole] ?? 0;
/** Not used, revoked or ended (an owner's links end with their ownership); expiry is checked apart. */
const stillOpen = () => and(isNull(invitations.usedAt), isNull(invitations.revokedAt), isNull(invitations.endedAt));

/**
 * A new invitation and its token (shown once). With `mail`, the e-mail carrying the link is queued in the same
 * transaction: both are written, or neither (docs/conventions.md 16).
 */
export async function createInvitation(
  input: {
    companyId: number;
    role: MembershipRole;
    createdBy: number | null;
    note: string | null;
    ttlSeconds: number;
    email?: string | null;
  },
  mail?: (token: string, invitation: Invitation) => OutboxMessage,
): Promise<{ invitation: Invitation; token: string }> {
  const db = await getDb();
  const token = newToken();
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(invitations)
      .values({
        tokenHash: hashToken(token),
        companyId: input.companyId,
        role: input.role,
        note: input.note,
        email: input.email ? normaliseEmail(input.email) : null,
        createdBy: input.createdBy,
        created: nowSecond as unknown as Date,
        expiresAt: expiresIn(input.ttlSeconds),
      })
      .returning();
    if (mail) await enqueueMail({ ...mail(token, rows[0]), invitationId: rows[0].id }, tx);
    return { invitation: rows[0], token };
  });
}

/** The invitation of a link, with its company and its creator's name; null when no invitation has this token. */
export async function findInvitation(
  token: string,
): Promise<{ invitation: Invitation; company: Company; createdByName: string | null } | null> {
  const db = await getDb();
  const rows = await db
    .select({ invitation: invitations, company: companies, createdByName: people.name })
    .from(invitations)
    .innerJoin(companies, eq(companies.id, invitations.companyId))
    .leftJoin(people, eq(people.id, invitations.createdBy))
    .where(eq(invitations.tokenHash, hashToken(token)));
  return rows[0] ?? null;
}

/** One invitation of the company by its id; null when the company has none with it. */
export async function findInvitationById(companyId: number, id: number): Promise<Invitation | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId)));
  return rows[0] ?? null;
}

/** Who accepts: a person who signs in already, or a new one made in the same transaction as the membership. */
export type Joiner =
  { personId: number; email: string } | { newPerson: { email: string; name: string; passwordHash: string } };

export type AcceptOutcome =
  | { status: "joined"; companyId: number; role: MembershipRole; personId: number }
  | { status: "alreadyMember"; companyId: number; role: MembershipRole }
  | { status: Exclude<InvitationState, "pending"> | "notFound" | "wrongEmail" | "emailTaken" };

/**
 * Uses the invitation, in one transaction, or changes nothing: the invitation is locked (of two people opening the
 * link at once, one wins), its creator's current role in the company is read (and held: a removal waits for this
 * transaction) — an invitation carries its creator's authority, so a creator who was removed, deleted or demoted
 * below its role ends it (docs/security.md "Invitations") — a bound address must be the joiner's, then the new
 * person (if any), the membership and the use are written together. Somebody already a member does not spend it.
 */
export async function acceptInvitation(token: string, joiner: Joiner): Promise<AcceptOutcome> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(invitations)
      .where(eq(invitations.tokenHash, hashToken(token)))
      .for("update");
    const invitation = rows[0];
    if (!invitation) return { status: "notFound" };
    const state = invitationState(invitation, new Date());
    if (state !== "pending") return { status: state };
    const creator = invitation.createdBy
      ? await tx
          .select({ role: memberships.role })
          .from(memberships)
          .where(and(eq(memberships.companyId, invitation.companyId), eq(memberships.personId, invitation.createdBy)))
          .for("share")
      : [];
    if (!creator[0] || ranks(creator[0].role) < ranks(invitation.role)) {
      await tx
        .update(invitations)
        .set({ endedAt: nowSecond as unknown as Date })
        .where(eq(invitations.id, invitation.id));
      return { status: "ended" };
    }
    const email = "newPerson" in joiner ? joiner.newPerson.email : joiner.email;
    if (invitation.email && invitation.email !== normaliseEmail(email)) return { status: "wrongEmail" };
    const role = invitation.role as MembershipRole;
    let personId: number;
    if ("newPerson" in joiner) {
      const made = await tx
        .insert(people)
        .values({
          email: normaliseEmail(joiner.newPerson.email),
          name: joiner.newPerson.name,
          passwordHash: joiner.newPerson.passwordHash,
          created: nowSecond as unknown as Date,
        })
        .onConflictDoNothing()
        .returning({ id: people.id });
      if (!made[0]) return { status: "emailTaken" };
      personId = made[0].id;
    } else {
      personId = joiner.personId;
      const member = await tx
        .select({ role: memberships.role })
        .from(memberships)
        .where(and(eq(memberships.companyId, invitation.companyId), eq(memberships.personId, personId)));
      if (member[0])
        return { status: "alreadyMember", companyId: invitation.companyId, role: member[0].role as MembershipRole };
    }
    const added = await tx
      .insert(memberships)
      .values({ personId, companyId: invitation.companyId, role, created: nowSecond as unknown as Date })
      .onConflictDoNothing()
      .returning({ personId: memberships.personId });
    // Only a membership made an instant ago by another request could be here: the link is not spent on it.
    if (!added[0]) return { status: "alreadyMember", companyId: invitation.companyId, role };
    await tx
      .update(invitations)
      .set({ usedAt: nowSecond as unknown as Date, usedBy: personId })
      .where(eq(invitations.id, invitation.id));
    // Joined through a copied link: its e-mail, if it has not gone, would carry a spent link.
    await cancelInvitationMail([invitation.id], tx);
    return { status: "joined", companyId: invitation.companyId, role, personId };
  });
}

/**
 * Ends the company's pending invitations that `personId` created with a role above `role` (every one when `role`
 * is null: they were removed). The count, for the Members page to say so.
 */
export async function endInvitationsOf(
  companyId: number,
  personId: number,
  role: MembershipRole | null,
): Promise<number> {
  const db = await getDb();
  const above = (Object.keys(RANK) as MembershipRole[]).filter(
    (candidate) => role === null || RANK[candidate] > RANK[role],
  );
  if (!above.length) return 0;
  // The links end and their unsent mails are cancelled together: never a mail carrying a dead link.
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(invitations)
      .set({ endedAt: nowSecond as unknown as Date })
      .where(
        and(
          eq(invitations.companyId, companyId),
          eq(invitations.createdBy, personId),
          inArray(invitations.role, above),
          stillOpen(),
          gt(invitations.expiresAt, sql`now()`),
        ),
      )
      .returning({ id: invitations.id });
    await cancelInvitationMail(
      rows.map((row) => row.id),
      tx,
    );
    return rows.length;
  });
}

export type InvitationRow = Invitation & { createdByName: string | null; state: InvitationState };

/** The company's invitations, newest first (pending and recent ones; the page shows their state). */
export async function listInvitations(companyId: number, limit = 100): Promise<InvitationRow[]> {
  const db = await getDb();
  const rows = await db
    .select({ invitation: invitations, createdByName: people.name })
    .from(invitations)
    .leftJoin(people, eq(people.id, invitations.createdBy))
    .where(eq(invitations.companyId, companyId))
    .orderBy(desc(invitations.id))
    .limit(limit);
  const now = new Date();
  return rows.map((row) => ({
    ...row.invitation,
    createdByName: row.createdByName,
    state: invitationState(row.invitation, now),
  }));
}

/**
 * Revokes a pending invitation of the company, and cancels its e-mail if it has not gone (its link is dead); false
 * when there is no invitation with this id still pending.
 */
export async function revokeInvitation(companyId: number, id: number): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(invitations)
      .set({ revokedAt: nowSecond as unknown as Date })
      .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), stillOpen()))
      .returning({ id: invitations.id });
    if (rows.length) await cancelInvitationMail([id], tx);
    return rows.length > 0;
  });
}

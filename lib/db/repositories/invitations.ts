// Invitations to a company (the studio's own data): a link with a random token, single use, expiring; only the
// token's SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { getDb } from "../client";
import { companies, invitations, memberships, people } from "../schema";
import type { Company } from "./companies";
import type { MembershipRole } from "./people";
import { nowSecond } from "./shared";

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export type Invitation = typeof invitations.$inferSelect;
export type InvitationState = "pending" | "used" | "revoked" | "expired";

export function invitationState(invitation: Pick<Invitation, "usedAt" | "revokedAt" | "expiresAt">, now = new Date()): InvitationState {
  if (invitation.usedAt) return "used";
  if (invitation.revokedAt) return "revoked";
  if (invitation.expiresAt.getTime() <= now.getTime()) return "expired";
  return "pending";
}

export async function createInvitation(input: { companyId: number; role: MembershipRole; createdBy: number | null; note: string | null; ttlSeconds: number }): Promise<{ invitation: Invitation; token: string }> {
  const db = await getDb();
  const token = randomBytes(24).toString("base64url");
  const rows = await db
    .insert(invitations)
    .values({
      tokenHash: hashToken(token),
      companyId: input.companyId,
      role: input.role,
      note: input.note,
      createdBy: input.createdBy,
      created: nowSecond as unknown as Date,
      expiresAt: sql`date_trunc('second', now()) + make_interval(secs => ${input.ttlSeconds}::integer)` as unknown as Date,
    })
    .returning();
  return { invitation: rows[0], token };
}

/** The invitation of a link, with its company; null when no invitation has this token. */
export async function findInvitation(token: string): Promise<{ invitation: Invitation; company: Company } | null> {
  const db = await getDb();
  const rows = await db.select({ invitation: invitations, company: companies }).from(invitations).innerJoin(companies, eq(companies.id, invitations.companyId)).where(eq(invitations.tokenHash, hashToken(token)));
  return rows[0] ?? null;
}

/**
 * Uses the invitation for `personId`: in one transaction it is marked used (only if still pending: of two people
 * opening the link at once, one wins) and the membership is added. An existing member keeps their role.
 */
export async function acceptInvitation(token: string, personId: number): Promise<{ status: "joined" | "alreadyMember"; companyId: number; role: MembershipRole } | { status: InvitationState | "notFound" }> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const used = await tx
      .update(invitations)
      .set({ usedAt: nowSecond as unknown as Date, usedBy: personId })
      .where(and(eq(invitations.tokenHash, hashToken(token)), isNull(invitations.usedAt), isNull(invitations.revokedAt), gt(invitations.expiresAt, sql`now()`)))
      .returning();
    const invitation = used[0];
    if (!invitation) {
      const rows = await tx.select().from(invitations).where(eq(invitations.tokenHash, hashToken(token)));
      return { status: rows[0] ? invitationState(rows[0]) : "notFound" };
    }
    const role = invitation.role as MembershipRole;
    const added = await tx
      .insert(memberships)
      .values({ personId, companyId: invitation.companyId, role, created: nowSecond as unknown as Date })
      .onConflictDoNothing()
      .returning({ personId: memberships.personId });
    return { status: added.length ? "joined" : "alreadyMember", companyId: invitation.companyId, role };
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
  return rows.map((row) => ({ ...row.invitation, createdByName: row.createdByName, state: invitationState(row.invitation, now) }));
}

/** Revokes a pending invitation of the company; false when there is none with this id still pending. */
export async function revokeInvitation(companyId: number, id: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(invitations)
    .set({ revokedAt: nowSecond as unknown as Date })
    .where(and(eq(invitations.id, id), eq(invitations.companyId, companyId), isNull(invitations.usedAt), isNull(invitations.revokedAt)))
    .returning({ id: invitations.id });
  return rows.length > 0;
}

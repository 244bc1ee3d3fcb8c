// Password-reset links (schema.ts, passwordResets): made with their e-mail in one transaction, used once. Using one
// sets the new password, spends every other link of the person and ends all their sessions, in one transaction.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, sql } from "drizzle-orm";
import { getDb } from "../client";
import { passwordResets, people, studioSessions } from "../schema";
import { enqueueMail, type OutboxMessage } from "./outbox";
import { nowSecond } from "./shared";

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

/** A new link's token for the person, valid `lifetimeSeconds`; `mail(token)` is queued in the same transaction. */
export async function createPasswordReset(
  personId: number,
  lifetimeSeconds: number,
  mail?: (token: string) => OutboxMessage,
): Promise<string> {
  const db = await getDb();
  const token = randomBytes(32).toString("base64url");
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      tokenHash: hashToken(token),
      personId,
      created: nowSecond as unknown as Date,
      expiresAt:
        sql`date_trunc('second', now()) + make_interval(secs => ${lifetimeSeconds}::integer)` as unknown as Date,
    });
    if (mail) await enqueueMail(mail(token), tx);
  });
  return token;
}

/** Whether the link can still be used (not used, not expired), with its person's e-mail. */
export async function findPasswordReset(token: string): Promise<{ personId: number; email: string } | null> {
  const db = await getDb();
  const rows = await db
    .select({ personId: passwordResets.personId, email: people.email })
    .from(passwordResets)
    .innerJoin(people, eq(people.id, passwordResets.personId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        sql`${passwordResets.expiresAt} > now()`,
      ),
    );
  return rows[0] ?? null;
}

/**
 * Spends the link and sets the person's password hash, spends their other links and ends every session of theirs;
 * null (nothing changed) when the link is unknown, used or expired.
 */
export async function spendPasswordReset(token: string, passwordHash: string): Promise<{ personId: number } | null> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: nowSecond as unknown as Date })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          sql`${passwordResets.expiresAt} > now()`,
        ),
      )
      .returning({ personId: passwordResets.personId });
    if (!spent) return null;
    await tx.update(people).set({ passwordHash }).where(eq(people.id, spent.personId));
    await tx
      .update(passwordResets)
      .set({ usedAt: nowSecond as unknown as Date })
      .where(and(eq(passwordResets.personId, spent.personId), isNull(passwordResets.usedAt)));
    await tx.delete(studioSessions).where(eq(studioSessions.personId, spent.personId));
    return { personId: spent.personId };
  });
}

// The studio's server-side session records (schema.ts, studioSessions): what makes a sign-out, a removed person or
// a changed password end a session on its next request, in every process. The cookie carries a random id; only
// its SHA-256 is stored.
import { createHash, randomBytes } from "node:crypto";
import { and, eq, lt, ne, sql } from "drizzle-orm";
import { getDb } from "../client";
import { endedSessions, people, studioSessions } from "../schema";

const hashId = (id: string) => createHash("sha256").update(id).digest("base64url");

export type SessionRecord = {
  personId: number;
  companyId: number | null;
  expiresAt: Date;
  person: { id: number; name: string; email: string; staff: boolean };
};

/** A new session of `lifetimeSeconds` (absolute), returning the id its cookie carries. */
export async function createStudioSession(
  personId: number,
  companyId: number | null,
  lifetimeSeconds: number,
): Promise<string> {
  const db = await getDb();
  const id = randomBytes(32).toString("base64url");
  await db.insert(studioSessions).values({
    idHash: hashId(id),
    personId,
    companyId,
    created: sql`date_trunc('second', now())` as unknown as Date,
    expiresAt: sql`date_trunc('second', now()) + make_interval(secs => ${lifetimeSeconds}::integer)` as unknown as Date,
  });
  // Sessions past their expiry are of no use: drop them (and what was kept of the ended ones) as new ones are made.
  await db.delete(studioSessions).where(lt(studioSessions.expiresAt, sql`now()`));
  await db.delete(endedSessions).where(lt(endedSessions.expiresAt, sql`now()`));
  return id;
}

/** The live session with this id and its person; null when signed out, expired or the person is gone. */
export async function findStudioSession(id: string): Promise<SessionRecord | null> {
  const db = await getDb();
  const rows = await db
    .select({
      personId: studioSessions.personId,
      companyId: studioSessions.companyId,
      expiresAt: studioSessions.expiresAt,
      person: { id: people.id, name: people.name, email: people.email, staff: people.staff },
    })
    .from(studioSessions)
    .innerJoin(people, eq(people.id, studioSessions.personId))
    .where(and(eq(studioSessions.idHash, hashId(id)), sql`${studioSessions.expiresAt} > now()`));
  return rows[0] ?? null;
}

export async function setStudioSessionCompany(id: string, companyId: number): Promise<void> {
  const db = await getDb();
  await db
    .update(studioSessions)
    .set({ companyId })
    .where(eq(studioSessions.idHash, hashId(id)));
}

export async function deleteStudioSession(id: string): Promise<void> {
  const db = await getDb();
  await db.delete(studioSessions).where(eq(studioSessions.idHash, hashId(id)));
}

/** Why a session ended under its person, remembered for its open tabs (`removed`: an owner removed them). */
export type SessionEnding = { reason: "removed"; companyName: string };

/**
 * Ends every session of the person, except `keepId` (the one changing its password stays signed in); with
 * `companyId`, only the sessions working on that company (the person was removed from it). With `ending`, why is
 * kept until the sessions would have expired, for findSessionEnding.
 */
export async function deleteStudioSessionsOf(
  personId: number,
  keepId?: string,
  companyId?: number,
  ending?: SessionEnding,
): Promise<number> {
  const db = await getDb();
  const where = and(
    eq(studioSessions.personId, personId),
    keepId ? ne(studioSessions.idHash, hashId(keepId)) : undefined,
    companyId !== undefined ? eq(studioSessions.companyId, companyId) : undefined,
  );
  const rows = await db
    .delete(studioSessions)
    .where(where)
    .returning({ idHash: studioSessions.idHash, expiresAt: studioSessions.expiresAt });
  if (ending && rows.length) {
    await db
      .insert(endedSessions)
      .values(
        rows.map((row) => ({
          idHash: row.idHash,
          reason: ending.reason,
          companyName: ending.companyName,
          expiresAt: row.expiresAt,
        })),
      )
      .onConflictDoNothing();
  }
  return rows.length;
}

/** Why the session with this id ended under its person, while it would still have been valid; null otherwise. */
export async function findSessionEnding(id: string): Promise<SessionEnding | null> {
  const db = await getDb();
  const rows = await db
    .select({ reason: endedSessions.reason, companyName: endedSessions.companyName })
    .from(endedSessions)
    .where(and(eq(endedSessions.idHash, hashId(id)), sql`${endedSessions.expiresAt} > now()`));
  const row = rows[0];
  return row?.reason === "removed" ? { reason: "removed", companyName: row.companyName ?? "the company" } : null;
}

export async function countStudioSessionsOf(personId: number): Promise<number> {
  const db = await getDb();
  const rows = await db
    .select({ idHash: studioSessions.idHash })
    .from(studioSessions)
    .where(and(eq(studioSessions.personId, personId), sql`${studioSessions.expiresAt} > now()`));
  return rows.length;
}

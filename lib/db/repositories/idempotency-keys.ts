// Idempotency keys of creates (docs/api.md "Idempotent creates"): a key is claimed by inserting its row, the primary
// key (company, key) deciding between twins in every process; the create marks it done with the answer to replay in
// the statement or transaction of its own insert (registrations.ts, events.ts), so no create happens without it.
import { randomBytes } from "node:crypto";
import { and, eq, lt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { idempotencyKeys } from "../schema";
import { prepared, type Executor } from "./shared";

/**
 * How long a key answers with its first answer (docs/api.md "Idempotent creates": 72 hours); older keys count as new.
 */
export const IDEMPOTENCY_WINDOW_SECONDS = 72 * 3600;
/**
 * A claim still `running` this long after it was made belongs to a request that died before it finished (a create
 * marks its key done in its own transaction, so no create is behind it): the key is free again.
 */
export const CLAIM_TIMEOUT_SECONDS = 60;
/** Expired keys are deleted at most this often per process, by the next claim (an index on created_at). */
const SWEEP_INTERVAL_MS = 60_000;

/** The answer a key replays: its status, JSON body, the headers that matter, and the model's Last-Modified. */
export type StoredAnswer = {
  status: number;
  body: unknown;
  headers: Record<string, string>;
  lastModified: Date | null;
};

export type ClaimResult =
  | { status: "claimed"; claim: string }
  | { status: "done"; answer: StoredAnswer }
  | { status: "running" }
  | { status: "reused" };

/**
 * Thrown by a create whose claim was taken over (it ran past CLAIM_TIMEOUT_SECONDS): nothing was written, the
 * request that took the key over makes the model.
 */
export class ClaimLostError extends Error {
  constructor() {
    super("The idempotency key's claim was taken over by another request.");
    this.name = "ClaimLostError";
  }
}

/** What a create needs to finish its key in its own statement: the claim it holds and the answer for the new id. */
export type IdempotentCreate<Id> = {
  companyId: number;
  key: string;
  claim: string;
  answer: (id: Id) => { status: number; body: unknown; headers: Record<string, string> };
};

const window = sql.raw(`interval '${IDEMPOTENCY_WINDOW_SECONDS} seconds'`);
const claimTimeout = sql.raw(`interval '${CLAIM_TIMEOUT_SECONDS} seconds'`);

/** A key's row that counts as free: older than the window, or a claim that timed out (taken over by the next claim). */
export const takenOver = sql`${idempotencyKeys.createdAt} < now() - ${window}
  or (${idempotencyKeys.state} = 'running' and ${idempotencyKeys.createdAt} < now() - ${claimTimeout})`;

let lastSweep = 0;

/** Deletes expired keys, at most once a SWEEP_INTERVAL_MS per process; never delays or fails the request. */
export function sweep(): void {
  const now = Date.now();
  if (now - lastSweep < SWEEP_INTERVAL_MS) return;
  lastSweep = now;
  void sweepExpiredKeys().catch(() => undefined);
}

export async function sweepExpiredKeys(): Promise<number> {
  const db = await getDb();
  const rows = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - ${window}`))
    .returning({ key: idempotencyKeys.key });
  return rows.length;
}

/**
 * Claims `key` for a request with this fingerprint: inserted, or taken over when the row there expired or is a
 * claim that timed out. Otherwise the row tells: the same request done (replay), running, or another request.
 */
export async function claimIdempotencyKey(companyId: number, key: string, fingerprint: string): Promise<ClaimResult> {
  const db = await getDb();
  sweep();
  const claimStatement = prepared(db, "claim_idempotency_key", (d) =>
    d
      .insert(idempotencyKeys)
      .values({
        companyId: sql.placeholder("companyId") as unknown as number,
        key: sql.placeholder("key") as unknown as string,
        fingerprint: sql.placeholder("fingerprint") as unknown as string,
        claim: sql.placeholder("claim") as unknown as string,
        state: "running",
        createdAt: sql`now()` as unknown as Date,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.companyId, idempotencyKeys.key],
        set: {
          fingerprint: sql`excluded.fingerprint`,
          claim: sql`excluded.claim`,
          state: "running",
          status: null,
          body: null,
          headers: null,
          lastModified: null,
          createdAt: sql`excluded.created_at`,
        },
        setWhere: takenOver,
      })
      .returning({ claim: idempotencyKeys.claim })
      .prepare("claim_idempotency_key"),
  );
  const readStatement = prepared(db, "read_idempotency_key", (d) =>
    d
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        state: idempotencyKeys.state,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
        headers: idempotencyKeys.headers,
        lastModified: idempotencyKeys.lastModified,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.companyId, sql.placeholder("companyId")),
          eq(idempotencyKeys.key, sql.placeholder("key")),
        ),
      )
      .prepare("read_idempotency_key"),
  );
  // A row released or swept between the two statements leaves nothing to read: claim again (a few times at most).
  for (let attempt = 0; attempt < 3; attempt++) {
    const claim = randomBytes(12).toString("base64url");
    const claimed = await claimStatement.execute({ companyId, key, fingerprint, claim });
    if (claimed[0]?.claim === claim) return { status: "claimed", claim };
    const row = (await readStatement.execute({ companyId, key }))[0];
    if (!row) continue;
    return verdict(row, fingerprint);
  }
  return { status: "running" };
}

type KeyRow = {
  fingerprint: string;
  state: string;
  status: number | null;
  body: unknown;
  headers: unknown;
  lastModified: Date | null;
};

/** What a key's row says to a request with this fingerprint: another request, still running, or its answer. */
function verdict(row: KeyRow, fingerprint: string): Exclude<ClaimResult, { status: "claimed" }> {
  if (row.fingerprint !== fingerprint) return { status: "reused" };
  if (row.state !== "done" || row.status === null) return { status: "running" };
  return {
    status: "done",
    answer: {
      status: row.status,
      body: row.body,
      headers: (row.headers ?? {}) as Record<string, string>,
      lastModified: row.lastModified,
    },
  };
}

/**
 * What the key already says to a request with this fingerprint, without claiming it: null when the key is free
 * (never used, older than the window, or a claim that timed out), for a create that writes its key and its model in
 * one statement (createRegistration) or was refused before writing anything.
 */
export async function lookUpIdempotencyKey(
  companyId: number,
  key: string,
  fingerprint: string,
): Promise<Exclude<ClaimResult, { status: "claimed" }> | null> {
  const db = await getDb();
  const statement = prepared(db, "look_up_idempotency_key", (d) =>
    d
      .select({
        fingerprint: idempotencyKeys.fingerprint,
        state: idempotencyKeys.state,
        status: idempotencyKeys.status,
        body: idempotencyKeys.body,
        headers: idempotencyKeys.headers,
        lastModified: idempotencyKeys.lastModified,
      })
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.companyId, sql.placeholder("companyId")),
          eq(idempotencyKeys.key, sql.placeholder("key")),
          sql`not (${takenOver})`,
        ),
      )
      .prepare("look_up_idempotency_key"),
  );
  const row = (await statement.execute({ companyId, key }))[0];
  return row ? verdict(row, fingerprint) : null;
}

/** Frees a key whose request ended without a create (refused, or failed): the key may be used again. */
export async function releaseIdempotencyKey(companyId: number, key: string, claim: string): Promise<void> {
  const db = await getDb();
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.companyId, companyId),
        eq(idempotencyKeys.key, key),
        eq(idempotencyKeys.claim, claim),
        eq(idempotencyKeys.state, "running"),
      ),
    );
}

/**
 * Marks the key done with its answer, inside the create's transaction; false when the claim is no longer this
 * request's (it timed out and another took the key over): the caller must then roll its create back.
 */
export async function finishIdempotencyKey(
  tx: Executor,
  create: Pick<IdempotentCreate<unknown>, "companyId" | "key" | "claim">,
  answer: StoredAnswer,
): Promise<boolean> {
  const rows = await tx
    .update(idempotencyKeys)
    .set({
      state: "done",
      status: answer.status,
      body: answer.body,
      headers: answer.headers,
      lastModified: answer.lastModified,
    })
    .where(
      and(
        eq(idempotencyKeys.companyId, create.companyId),
        eq(idempotencyKeys.key, create.key),
        eq(idempotencyKeys.claim, create.claim),
        eq(idempotencyKeys.state, "running"),
      ),
    )
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

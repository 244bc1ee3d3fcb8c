// Access tokens: 32 random bytes, stored only as their SHA-256, with the company they act for and their expiry.
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { getDb, soleWriterConnection } from "../client";
import { accessTokens } from "../schema";
import { prepared } from "./shared";

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueToken(input: {
  clientId: string;
  companyId: number;
  ttlSeconds: number;
}): Promise<{ accessToken: string; expiresAt: Date }> {
  const db = await getDb();
  const accessToken = randomBytes(32).toString("base64url");
  // Whole seconds, rounded up: a token never expires before the `expires_in` it was issued with.
  const expiresAt = new Date((Math.ceil(Date.now() / 1000) + input.ttlSeconds) * 1000);
  await db
    .insert(accessTokens)
    .values({ tokenHash: hashToken(accessToken), clientId: input.clientId, companyId: input.companyId, expiresAt });
  // Tokens expired for a day are of no use, not even to say "expired": drop them as new ones are issued.
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, sql`now() - interval '1 day'`));
  return { accessToken, expiresAt };
}

/** An API client's token (`clientId`) or a capture device's (`deviceId`): exactly one of the two is set. */
export type TokenRecord = { companyId: number; clientId: string | null; deviceId: string | null; expiresAt: Date };
/** A token's record as columns of a query (also of the statements that read a token with its request's first read). */
export const tokenColumns = {
  companyId: accessTokens.companyId,
  clientId: accessTokens.clientId,
  deviceId: accessTokens.deviceId,
  expiresAt: accessTokens.expiresAt,
};

/**
 * Found tokens remembered until they expire — on the embedded database only, where this process is the one writer
 * and no client or company is deleted while it runs. On PostgreSQL an operator or another server may delete a
 * client or its company at any moment, and the cascade that drops its tokens must refuse them at once: every
 * request asks the database (one primary-key lookup on the pool, which leaves this thread free meanwhile).
 * On globalThis, like the connection: the custom server and the Next.js bundle each load their own copy of this
 * module. Bounded; the oldest entries go first.
 */
type Known = { connection: object; tokens: Map<string, TokenRecord> };
const KEY = Symbol.for("capture-studio.known-tokens");
const holder = globalThis as { [KEY]?: Known };
const KNOWN_MAX = 10_000;

function knownOn(connection: object): Map<string, TokenRecord> {
  let known = holder[KEY];
  if (known?.connection !== connection) holder[KEY] = known = { connection, tokens: new Map() };
  return known.tokens;
}

export async function findToken(accessToken: string): Promise<TokenRecord | null> {
  const hash = hashToken(accessToken);
  const connection = await soleWriterConnection();
  if (!connection) return lookup(hash);
  const known = knownOn(connection);
  const cached = known.get(hash);
  if (cached) return cached;
  const found = await lookup(hash);
  if (found) {
    if (known.size >= KNOWN_MAX) known.delete(known.keys().next().value!);
    known.set(hash, found);
  }
  return found;
}

async function lookup(tokenHash: string): Promise<TokenRecord | null> {
  const db = await getDb();
  const query = prepared(db, "find_token", (d) =>
    d
      .select(tokenColumns)
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, sql.placeholder("hash")))
      .prepare("find_token"),
  );
  const rows = await query.execute({ hash: tokenHash });
  return rows[0] ?? null;
}

/** Drops this process's remembered tokens of a client (revoked: its rows are gone, and so must its cache be). */
export function forgetTokensOf(clientId: string): void {
  const tokens = holder[KEY]?.tokens;
  if (!tokens) return;
  for (const [hash, record] of tokens) if (record.clientId === clientId) tokens.delete(hash);
}

/** Drops this process's remembered tokens for a company (deleted: its tokens' rows are gone). */
export function forgetTokensFor(companyId: number): void {
  const tokens = holder[KEY]?.tokens;
  if (!tokens) return;
  for (const [hash, record] of tokens) if (record.companyId === companyId) tokens.delete(hash);
}

/**
 * Drops this process's remembered tokens with these hashes (a revoked capture device's: the repository deleted
 * their rows and passes the hashes it deleted, so the next request with one of them is refused here too).
 */
export function forgetKnownTokens(hashes: readonly string[]): void {
  const tokens = holder[KEY]?.tokens;
  if (!tokens) return;
  for (const hash of hashes) tokens.delete(hash);
}

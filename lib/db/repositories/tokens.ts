// Access tokens: 32 random bytes, stored only as their SHA-256, with the company they act for and their expiry.
import { createHash, randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { accessTokens } from "../schema";

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

export async function issueToken(input: { clientId: string; companyId: number; ttlSeconds: number }): Promise<{ accessToken: string; expiresAt: Date }> {
  const db = await getDb();
  const accessToken = randomBytes(32).toString("base64url");
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + input.ttlSeconds) * 1000);
  await db.insert(accessTokens).values({ tokenHash: hashToken(accessToken), clientId: input.clientId, companyId: input.companyId, expiresAt });
  // Tokens expired for a day are of no use, not even to say "expired": drop them as new ones are issued.
  await db.delete(accessTokens).where(lt(accessTokens.expiresAt, sql`now() - interval '1 day'`));
  return { accessToken, expiresAt };
}

export async function findToken(accessToken: string): Promise<{ companyId: number; clientId: string; expiresAt: Date } | null> {
  const db = await getDb();
  const rows = await db
    .select({ companyId: accessTokens.companyId, clientId: accessTokens.clientId, expiresAt: accessTokens.expiresAt })
    .from(accessTokens)
    .where(eq(accessTokens.tokenHash, hashToken(accessToken)));
  return rows[0] ?? null;
}

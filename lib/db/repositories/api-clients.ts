// API clients (client-credentials grant): the secret is stored only as a salted scrypt hash (docs/decisions.md §2.1).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { getDb } from "../client";
import { accessTokens, apiClientCompanies, apiClients, companies } from "../schema";
import type { Company } from "./companies";
import { nowSecond, touchStamp } from "./shared";
import { forgetTokensOf } from "./tokens";

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;
const KEY_LENGTH = 32;

async function hashSecret(secret: string, salt = randomBytes(16)): Promise<string> {
  const key = await scrypt(secret, salt, KEY_LENGTH);
  return `scrypt$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

async function secretMatches(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, key] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64url");
  const actual = await scrypt(secret, Buffer.from(salt, "base64url"), expected.length);
  return timingSafeEqual(actual, expected);
}

/** Compared against for unknown client ids, so that they take as long as a wrong secret. */
let dummyHash: Promise<string> | undefined;

export async function createApiClient(
  companyIds: number[],
  options: { name?: string; clientSecret?: string; createdBy?: { id: number; name: string } } = {},
): Promise<{ clientId: string; clientSecret: string }> {
  const db = await getDb();
  const clientId = `cs_${randomBytes(12).toString("hex")}`;
  const clientSecret = options.clientSecret ?? randomBytes(32).toString("base64url");
  const secretHash = await hashSecret(clientSecret);
  await db.transaction(async (tx) => {
    await tx.insert(apiClients).values({
      id: clientId,
      secretHash,
      created: nowSecond as unknown as Date,
      name: options.name ?? null,
      createdBy: options.createdBy?.id ?? null,
      createdByName: options.createdBy?.name ?? null,
    });
    if (companyIds.length)
      await tx.insert(apiClientCompanies).values(companyIds.map((companyId) => ({ clientId, companyId })));
  });
  return { clientId, clientSecret };
}

/** The client and the companies it may act for when the secret is right; null otherwise (in the same time). */
export async function verifyApiClient(
  clientId: string,
  clientSecret: string,
): Promise<{ clientId: string; companies: Company[] } | null> {
  const db = await getDb();
  const rows = await db.select().from(apiClients).where(eq(apiClients.id, clientId));
  const client = rows[0];
  if (!client) {
    dummyHash ??= hashSecret(randomBytes(32).toString("base64url"));
    await secretMatches(clientSecret, await dummyHash);
    return null;
  }
  if (!(await secretMatches(clientSecret, client.secretHash))) return null;
  const allowed = await db
    .select({ company: companies })
    .from(apiClientCompanies)
    .innerJoin(companies, eq(companies.id, apiClientCompanies.companyId))
    .where(eq(apiClientCompanies.clientId, clientId))
    .orderBy(asc(companies.id));
  return { clientId, companies: allowed.map((row) => row.company) };
}

/** Whether the client still exists (the sign-in page offers the demo client only while it does). */
export async function apiClientExists(clientId: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db.select({ id: apiClients.id }).from(apiClients).where(eq(apiClients.id, clientId));
  return rows.length > 0;
}

/** Whether `secret` is the client's secret (false for an unknown client). */
export async function apiClientSecretMatches(clientId: string, secret: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ secretHash: apiClients.secretHash })
    .from(apiClients)
    .where(eq(apiClients.id, clientId));
  return rows[0] ? secretMatches(secret, rows[0].secretHash) : false;
}

/** Gives the client a new secret: its tokens stay valid (they were issued to a client that proved the old one). */
export async function setApiClientSecret(clientId: string, secret: string): Promise<void> {
  const db = await getDb();
  await db
    .update(apiClients)
    .set({ secretHash: await hashSecret(secret) })
    .where(eq(apiClients.id, clientId));
}

/** Lets the client act for the company too (nothing when it already may). */
export async function allowApiClient(clientId: string, companyId: number): Promise<void> {
  const db = await getDb();
  await db.insert(apiClientCompanies).values({ clientId, companyId }).onConflictDoNothing();
}

/** Records a successful token request; writes at most once a minute per client. */
export async function markApiClientUsed(clientId: string): Promise<void> {
  await touchStamp(apiClients, "lastUsed", eq(apiClients.id, clientId));
}

export type ApiClientSummary = {
  id: string;
  name: string | null;
  created: Date;
  lastUsed: Date | null;
  companyCount: number;
  createdBy: number | null;
  createdByName: string | null;
};

/** The clients that may act for the company, newest first, except `exceptId` (the studio's own). */
export async function listApiClientsOf(companyId: number, exceptId?: string): Promise<ApiClientSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: apiClients.id,
      name: apiClients.name,
      created: apiClients.created,
      lastUsed: apiClients.lastUsed,
      createdBy: apiClients.createdBy,
      createdByName: apiClients.createdByName,
    })
    .from(apiClientCompanies)
    .innerJoin(apiClients, eq(apiClients.id, apiClientCompanies.clientId))
    .where(eq(apiClientCompanies.companyId, companyId))
    .orderBy(sql`${apiClients.created} desc`, asc(apiClients.id));
  const listed = rows.filter((row) => row.id !== exceptId);
  const counts = listed.length
    ? await db
        .select({ clientId: apiClientCompanies.clientId, total: count() })
        .from(apiClientCompanies)
        .where(sql`${apiClientCompanies.clientId} in ${listed.map((row) => row.id)}`)
        .groupBy(apiClientCompanies.clientId)
    : [];
  const totals = new Map(counts.map((row) => [row.clientId, Number(row.total)]));
  return listed.map((row) => ({ ...row, companyCount: totals.get(row.id) ?? 1 }));
}

/**
 * Revokes a client of the company: one that acts for this company only is deleted (its tokens go with it, at
 * once: the database cascade, and this process's token cache); one that acts for other companies too only loses
 * this company, and its tokens for this company go. False when the client may not act for the company.
 */
export async function revokeApiClient(companyId: number, clientId: string): Promise<boolean> {
  const db = await getDb();
  const revoked = await db.transaction(async (tx) => {
    const links = await tx
      .select({ companyId: apiClientCompanies.companyId })
      .from(apiClientCompanies)
      .where(eq(apiClientCompanies.clientId, clientId))
      .for("update");
    if (!links.some((link) => link.companyId === companyId)) return false;
    if (links.length === 1) await tx.delete(apiClients).where(eq(apiClients.id, clientId));
    else {
      await tx
        .delete(apiClientCompanies)
        .where(and(eq(apiClientCompanies.clientId, clientId), eq(apiClientCompanies.companyId, companyId)));
      await tx
        .delete(accessTokens)
        .where(and(eq(accessTokens.clientId, clientId), eq(accessTokens.companyId, companyId)));
    }
    return true;
  });
  if (revoked) forgetTokensOf(clientId);
  return revoked;
}

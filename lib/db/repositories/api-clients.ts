// API clients (client-credentials grant): the secret is stored only as a salted scrypt hash (DECISIONS §2.1).
import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";
import { asc, eq } from "drizzle-orm";
import { getDb } from "../client";
import { apiClientCompanies, apiClients, companies } from "../schema";
import type { Company } from "./companies";
import { nowSecond } from "./shared";

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

export async function createApiClient(companyIds: number[]): Promise<{ clientId: string; clientSecret: string }> {
  const db = await getDb();
  const clientId = `cs_${randomBytes(12).toString("hex")}`;
  const clientSecret = randomBytes(32).toString("base64url");
  const secretHash = await hashSecret(clientSecret);
  await db.transaction(async (tx) => {
    await tx.insert(apiClients).values({ id: clientId, secretHash, created: nowSecond as unknown as Date });
    if (companyIds.length) await tx.insert(apiClientCompanies).values(companyIds.map((companyId) => ({ clientId, companyId })));
  });
  return { clientId, clientSecret };
}

/** The client and the companies it may act for when the secret is right; null otherwise (in the same time). */
export async function verifyApiClient(clientId: string, clientSecret: string): Promise<{ clientId: string; companies: Company[] } | null> {
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

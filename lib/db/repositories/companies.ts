// Companies: the tenants. Each API token acts for exactly one of them.
import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import { apiClientCompanies, apiClients, companies } from "../schema";
import { nowSecond } from "./shared";
import { forgetTokensFor, forgetTokensOf } from "./tokens";

export type Company = typeof companies.$inferSelect;

export async function getCompany(id: number): Promise<Company | null> {
  const db = await getDb();
  const rows = await db.select().from(companies).where(eq(companies.id, id));
  return rows[0] ?? null;
}

export async function getCompanyByUsername(username: string): Promise<Company | null> {
  const db = await getDb();
  const rows = await db.select().from(companies).where(eq(companies.username, username));
  return rows[0] ?? null;
}

/** The company with this username, created (with a generated urlHash and appPasscode) when missing. */
export async function ensureCompany(username: string, name?: string): Promise<{ company: Company; created: boolean }> {
  const db = await getDb();
  const inserted = await db
    .insert(companies)
    .values({
      username,
      name: name ?? username,
      urlHash: randomBytes(12).toString("base64url"),
      appPasscode: randomBytes(6).toString("hex"),
      lastModified: nowSecond as unknown as Date,
    })
    .onConflictDoNothing({ target: companies.username })
    .returning();
  if (inserted[0]) return { company: inserted[0], created: true };
  const existing = await getCompanyByUsername(username);
  if (!existing) throw new Error(`Company ${username} vanished while it was being created.`);
  return { company: existing, created: false };
}

export async function renameCompany(id: number, name: string): Promise<void> {
  const db = await getDb();
  await db.update(companies).set({ name, lastModified: nowSecond as unknown as Date }).where(eq(companies.id, id));
}

/**
 * Deletes a company with everything that is only its: events, registrations, memberships, invitations, activity
 * and tokens (the schema's cascades), and the API clients that act for no other company. Clients that act for
 * other companies too only lose this one (the studio's own client among them).
 */
export async function deleteCompany(id: number): Promise<void> {
  const db = await getDb();
  const removedClients = await db.transaction(async (tx) => {
    const own = await tx
      .select({ clientId: apiClientCompanies.clientId })
      .from(apiClientCompanies)
      .where(sql`${apiClientCompanies.companyId} = ${id} and not exists (select 1 from api_client_companies other where other.client_id = ${apiClientCompanies.clientId} and other.company_id <> ${id})`);
    const ids = own.map((row) => row.clientId);
    if (ids.length) await tx.delete(apiClients).where(inArray(apiClients.id, ids));
    await tx.delete(companies).where(eq(companies.id, id));
    return ids;
  });
  for (const clientId of removedClients) forgetTokensOf(clientId);
  forgetTokensFor(id);
}

// Companies: the tenants. Each API token acts for exactly one of them.
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { getDb } from "../client";
import { companies } from "../schema";
import { nowSecond } from "./shared";

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

// Companies: the tenants. Each API token acts for exactly one of them.
import { createHash, randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { getDb } from "../client";
import { apiClientCompanies, apiClients, companies, companyClaims, memberships } from "../schema";
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

/** A company's app passcode (typed on a tablet at /capture): 12 hex digits, new for every company and rotation. */
export const newAppPasscode = () => randomBytes(6).toString("hex");

const newCompanyValues = (username: string, name: string) => ({
  username,
  name,
  urlHash: randomBytes(12).toString("base64url"),
  appPasscode: newAppPasscode(),
  lastModified: nowSecond as unknown as Date,
});

/** The company with this username, created (with a generated urlHash and appPasscode) when missing. */
export async function ensureCompany(username: string, name?: string): Promise<{ company: Company; created: boolean }> {
  const db = await getDb();
  const inserted = await db
    .insert(companies)
    .values(newCompanyValues(username, name ?? username))
    .onConflictDoNothing({ target: companies.username })
    .returning();
  if (inserted[0]) return { company: inserted[0], created: true };
  const existing = await getCompanyByUsername(username);
  if (!existing) throw new Error(`Company ${username} vanished while it was being created.`);
  return { company: existing, created: false };
}

/**
 * A new company with `personId` as its owner, in one transaction; "taken" when the username is in use. The unique
 * constraint decides: of people creating the same username at once exactly one gets it, and an existing company
 * (one made by `npm run credentials` among them) is never adopted by its name.
 */
export async function createCompanyWithOwner(
  username: string,
  name: string,
  personId: number,
): Promise<Company | "taken"> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(companies)
      .values(newCompanyValues(username, name))
      .onConflictDoNothing({ target: companies.username })
      .returning();
    const company = inserted[0];
    if (!company) return "taken";
    await tx
      .insert(memberships)
      .values({ personId, companyId: company.id, role: "owner", created: nowSecond as unknown as Date });
    return company;
  });
}

const claimHash = (code: string) => createHash("sha256").update(code).digest("hex");

/**
 * A new one-time claim code for the company (replacing any earlier one), valid for `ttlSeconds`; stored only as a
 * SHA-256 (the code is 120 random bits, so a fast hash is enough).
 */
export async function issueClaimCode(
  companyId: number,
  ttlSeconds: number,
): Promise<{ code: string; expiresAt: Date }> {
  const db = await getDb();
  const code = `claim_${randomBytes(15).toString("base64url")}`;
  const expiresAt = new Date((Math.floor(Date.now() / 1000) + ttlSeconds) * 1000);
  await db
    .insert(companyClaims)
    .values({ companyId, codeHash: claimHash(code), expiresAt })
    .onConflictDoUpdate({ target: companyClaims.companyId, set: { codeHash: claimHash(code), expiresAt } });
  return { code, expiresAt };
}

export type ClaimResult = { status: "claimed"; company: Company } | { status: "notFound" | "expired" | "hasMembers" };

/**
 * Makes `personId` the first owner of the company this code was issued for, in one transaction: the code is
 * deleted as it is used (of two people racing, one gets it), and refused when expired or when the company has
 * members by now.
 */
export async function claimCompany(code: string, personId: number): Promise<ClaimResult> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const taken = await tx
      .delete(companyClaims)
      .where(eq(companyClaims.codeHash, claimHash(code)))
      .returning();
    const claim = taken[0];
    if (!claim) return { status: "notFound" };
    if (claim.expiresAt.getTime() <= Date.now()) return { status: "expired" };
    // The company's row lock orders this against anybody else joining it meanwhile.
    const locked = await tx.select().from(companies).where(eq(companies.id, claim.companyId)).for("update");
    const company = locked[0];
    if (!company) return { status: "notFound" };
    const members = await tx
      .select({ personId: memberships.personId })
      .from(memberships)
      .where(eq(memberships.companyId, company.id));
    if (members.length > 0) return { status: "hasMembers" };
    await tx
      .insert(memberships)
      .values({ personId, companyId: company.id, role: "owner", created: nowSecond as unknown as Date });
    return { status: "claimed", company };
  });
}

/** Whether anybody belongs to the company (a company with none waits for its claim code). */
export async function hasMembers(companyId: number): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .select({ personId: memberships.personId })
    .from(memberships)
    .where(eq(memberships.companyId, companyId))
    .limit(1);
  return rows.length > 0;
}

export async function renameCompany(id: number, name: string): Promise<void> {
  const db = await getDb();
  await db
    .update(companies)
    .set({ name, lastModified: nowSecond as unknown as Date })
    .where(eq(companies.id, id));
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
      .where(
        sql`${apiClientCompanies.companyId} = ${id} and not exists (
          select 1 from api_client_companies other
          where other.client_id = ${apiClientCompanies.clientId} and other.company_id <> ${id}
        )`,
      );
    const ids = own.map((row) => row.clientId);
    if (ids.length) await tx.delete(apiClients).where(inArray(apiClients.id, ids));
    await tx.delete(companies).where(eq(companies.id, id));
    return ids;
  });
  for (const clientId of removedClients) forgetTokensOf(clientId);
  forgetTokensFor(id);
}

// People who sign in to the studio, and their company memberships (the studio's own data, lib/studio's only store).
import { and, asc, count, eq } from "drizzle-orm";
import { getDb, isUniqueViolation } from "../client";
import { companies, memberships, people } from "../schema";
import type { Company } from "./companies";
import { nowSecond, touchStamp } from "./shared";

export type Person = typeof people.$inferSelect;
export type MembershipRole = "owner" | "editor" | "viewer";
export type Membership = { company: Company; role: MembershipRole };
export type Member = {
  person: Pick<Person, "id" | "name" | "email" | "lastActive">;
  role: MembershipRole;
  created: Date;
};

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

export async function countPeople(): Promise<number> {
  const db = await getDb();
  const rows = await db.select({ total: count() }).from(people);
  return Number(rows[0]?.total ?? 0);
}

/** A new person, or "emailTaken" when somebody already signs in with that e-mail. */
export async function createPerson(input: {
  email: string;
  name: string;
  passwordHash: string;
  staff?: boolean;
}): Promise<Person | "emailTaken"> {
  const db = await getDb();
  try {
    const rows = await db
      .insert(people)
      .values({
        email: normaliseEmail(input.email),
        name: input.name,
        passwordHash: input.passwordHash,
        staff: input.staff ?? false,
        created: nowSecond as unknown as Date,
      })
      .returning();
    return rows[0];
  } catch (error) {
    if (isUniqueViolation(error)) return "emailTaken";
    throw error;
  }
}

export async function getPerson(id: number): Promise<Person | null> {
  const db = await getDb();
  const rows = await db.select().from(people).where(eq(people.id, id));
  return rows[0] ?? null;
}

export async function findPersonByEmail(email: string): Promise<Person | null> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(people)
    .where(eq(people.email, normaliseEmail(email)));
  return rows[0] ?? null;
}

/** Changes name, e-mail or password hash; "emailTaken" when the new e-mail is somebody else's. */
export async function updatePerson(
  id: number,
  change: Partial<Pick<Person, "name" | "email" | "passwordHash">>,
): Promise<"ok" | "emailTaken" | "notFound"> {
  const db = await getDb();
  const set = { ...change, ...(change.email !== undefined ? { email: normaliseEmail(change.email) } : {}) };
  try {
    const rows = await db.update(people).set(set).where(eq(people.id, id)).returning({ id: people.id });
    return rows.length ? "ok" : "notFound";
  } catch (error) {
    if (isUniqueViolation(error)) return "emailTaken";
    throw error;
  }
}

/** Makes the person with this e-mail support staff of the deployment (or not); false when nobody has it. */
export async function setStaff(email: string, staff: boolean): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .update(people)
    .set({ staff })
    .where(eq(people.email, normaliseEmail(email)))
    .returning({ id: people.id });
  return rows.length > 0;
}

/** Records that the person used the studio now; writes at most once a minute per person. */
export async function touchLastActive(id: number): Promise<void> {
  await touchStamp(people, "lastActive", eq(people.id, id));
}

/** The person's companies with their role, by company name. */
export async function listMemberships(personId: number): Promise<Membership[]> {
  const db = await getDb();
  const rows = await db
    .select({ company: companies, role: memberships.role })
    .from(memberships)
    .innerJoin(companies, eq(companies.id, memberships.companyId))
    .where(eq(memberships.personId, personId))
    .orderBy(asc(companies.name), asc(companies.id));
  return rows.map((row) => ({ company: row.company, role: row.role as MembershipRole }));
}

export async function getMembershipRole(personId: number, companyId: number): Promise<MembershipRole | null> {
  const db = await getDb();
  const rows = await db
    .select({ role: memberships.role })
    .from(memberships)
    .where(and(eq(memberships.personId, personId), eq(memberships.companyId, companyId)));
  return (rows[0]?.role as MembershipRole | undefined) ?? null;
}

/** Adds the membership; an existing one keeps its role ("exists"). */
export async function addMembership(
  personId: number,
  companyId: number,
  role: MembershipRole,
): Promise<"added" | "exists"> {
  const db = await getDb();
  const rows = await db
    .insert(memberships)
    .values({ personId, companyId, role, created: nowSecond as unknown as Date })
    .onConflictDoNothing()
    .returning({ personId: memberships.personId });
  return rows.length ? "added" : "exists";
}

export async function listMembers(companyId: number): Promise<Member[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      lastActive: people.lastActive,
      role: memberships.role,
      created: memberships.created,
    })
    .from(memberships)
    .innerJoin(people, eq(people.id, memberships.personId))
    .where(eq(memberships.companyId, companyId))
    .orderBy(asc(people.name), asc(people.id));
  return rows.map(({ role, created, ...person }) => ({ person, role: role as MembershipRole, created }));
}

export type MemberChange = "ok" | "notFound" | "lastOwner";

/**
 * Changes a member's role (`role`) or removes them (`null`), refusing to leave the company without an owner. The
 * company's memberships are locked for the check, so two owners demoting each other at once cannot both succeed.
 */
export async function changeMembership(
  companyId: number,
  personId: number,
  role: MembershipRole | null,
): Promise<MemberChange> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ personId: memberships.personId, role: memberships.role })
      .from(memberships)
      .where(eq(memberships.companyId, companyId))
      .for("update");
    const target = rows.find((row) => row.personId === personId);
    if (!target) return "notFound";
    const otherOwners = rows.filter((row) => row.role === "owner" && row.personId !== personId).length;
    if (target.role === "owner" && role !== "owner" && otherOwners === 0) return "lastOwner";
    const where = and(eq(memberships.companyId, companyId), eq(memberships.personId, personId));
    if (role === null) await tx.delete(memberships).where(where);
    else await tx.update(memberships).set({ role }).where(where);
    return "ok";
  });
}

/** Deletes the person (their memberships and sessions go with them; activity keeps their name). */
export async function deletePerson(id: number): Promise<void> {
  const db = await getDb();
  await db.delete(people).where(eq(people.id, id));
}

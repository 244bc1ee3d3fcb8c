// Who did what in a company (the studio's own data), read newest first in pages (keyset on the id).
import { and, desc, eq, lt } from "drizzle-orm";
import { getDb } from "../client";
import { activity } from "../schema";
import { nowSecond } from "./shared";

export type ActivityRecord = typeof activity.$inferSelect;

export async function recordActivity(input: {
  companyId: number;
  personId: number | null;
  actor: string;
  action: string;
  subject?: string | null;
}): Promise<void> {
  const db = await getDb();
  await db.insert(activity).values({ ...input, subject: input.subject ?? null, at: nowSecond as unknown as Date });
}

/** Up to `limit` records older than `before` (an id), newest first, and whether more follow. */
export async function pageActivity(
  companyId: number,
  options: { before?: number; limit: number },
): Promise<{ items: ActivityRecord[]; more: boolean }> {
  const db = await getDb();
  const where = options.before
    ? and(eq(activity.companyId, companyId), lt(activity.id, options.before))
    : eq(activity.companyId, companyId);
  const rows = await db
    .select()
    .from(activity)
    .where(where)
    .orderBy(desc(activity.id))
    .limit(options.limit + 1);
  return { items: rows.slice(0, options.limit), more: rows.length > options.limit };
}

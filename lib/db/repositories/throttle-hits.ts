// The throttles' counters on PostgreSQL (schema.ts, throttleHits), where every process of a deployment must count
// the same failures. Each hit is a row; reading counts the rows of a key inside a window; expired rows are
// deleted as hits come in, so the table holds at most one window's worth of hits.
import { and, asc, gt, inArray, lt, sql } from "drizzle-orm";
import { getDb } from "../client";
import { throttleHits } from "../schema";

/** The times (ms, oldest first) of the hits of each key after `sinceMs`. */
export async function hitsSince(keys: string[], sinceMs: number): Promise<Map<string, number[]>> {
  const result = new Map<string, number[]>(keys.map((key) => [key, []]));
  if (!keys.length) return result;
  const db = await getDb();
  const rows = await db
    .select({ key: throttleHits.key, at: throttleHits.at })
    .from(throttleHits)
    .where(and(inArray(throttleHits.key, keys), gt(throttleHits.at, new Date(sinceMs))))
    .orderBy(asc(throttleHits.at));
  for (const row of rows) result.get(row.key)?.push(row.at.getTime());
  return result;
}

/** Records one hit of each key at `atMs`, and deletes hits older than `expireBeforeMs`. */
export async function recordHits(keys: string[], atMs: number, expireBeforeMs: number): Promise<void> {
  if (!keys.length) return;
  const db = await getDb();
  await db.insert(throttleHits).values(keys.map((key) => ({ key, at: new Date(atMs) })));
  await db.delete(throttleHits).where(lt(throttleHits.at, new Date(expireBeforeMs)));
}

/** Forgets a key's hits (a right password ends that person's backoff). */
export async function clearHits(key: string): Promise<void> {
  const db = await getDb();
  await db.delete(throttleHits).where(sql`${throttleHits.key} = ${key}`);
}

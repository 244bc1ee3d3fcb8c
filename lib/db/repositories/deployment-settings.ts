// Settings every server process of one deployment shares (the deployment_settings table): written once, read by all.
import { and, eq } from "drizzle-orm";
import { getDb } from "../client";
import { deploymentSettings } from "../schema";

// demoClient: only ever deleted (older versions stored the demo client's secret there).
export type SettingKey = "authSecret" | "demoClient" | "demoCompany" | "demoPerson" | "studioClient" | "setupCode";

export async function readSetting(key: SettingKey): Promise<string | null> {
  const db = await getDb();
  const rows = await db
    .select({ value: deploymentSettings.value })
    .from(deploymentSettings)
    .where(eq(deploymentSettings.key, key));
  return rows[0]?.value ?? null;
}

/**
 * The stored value of `key`, storing `candidate` first when there is none. Of several processes claiming at once,
 * exactly one candidate wins and every process gets that one.
 */
export async function claimSetting(key: SettingKey, candidate: string): Promise<string> {
  const db = await getDb();
  await db
    .insert(deploymentSettings)
    .values({ key, value: candidate })
    .onConflictDoNothing({ target: deploymentSettings.key });
  const stored = await readSetting(key);
  if (stored === null) throw new Error(`The setting ${key} vanished while it was being stored.`);
  return stored;
}

export async function writeSetting(key: SettingKey, value: string): Promise<void> {
  const db = await getDb();
  await db
    .insert(deploymentSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: deploymentSettings.key, set: { value } });
}

export async function deleteSetting(key: SettingKey): Promise<void> {
  const db = await getDb();
  await db.delete(deploymentSettings).where(eq(deploymentSettings.key, key));
}

/** Deletes the setting only if it still holds `value`: of several requests taking it at once, exactly one gets true. */
export async function takeSetting(key: SettingKey, value: string): Promise<boolean> {
  const db = await getDb();
  const rows = await db
    .delete(deploymentSettings)
    .where(and(eq(deploymentSettings.key, key), eq(deploymentSettings.value, value)))
    .returning({ key: deploymentSettings.key });
  return rows.length > 0;
}

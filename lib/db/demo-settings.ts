// What the deployment remembers of the demo data it seeded (deployment_settings): the demo company's id, so that
// removing "the demo company" never means "any company named demo", and the demo person's password, kept only
// for the sign-in page's offer and only while it still works (docs/security.md "The demo data").
import { deleteSetting, readSetting } from "./repositories/deployment-settings";

export type DemoPersonSetting = { personId?: number; email: string; password: string };

export async function readDemoPerson(): Promise<DemoPersonSetting | null> {
  const stored = await readSetting("demoPerson");
  return stored ? (JSON.parse(stored) as DemoPersonSetting) : null;
}

/** Deletes the offer's password when `personId` is the demo person (they changed it, their e-mail, or left). */
export async function forgetDemoPerson(personId: number): Promise<void> {
  const demo = await readDemoPerson();
  if (demo?.personId === personId) await deleteSetting("demoPerson");
}

/** The id of the company the demo seeding made; null when there is none (never seeded, or removed). */
export async function demoCompanyId(): Promise<number | null> {
  const stored = await readSetting("demoCompany");
  return stored ? Number(stored) : null;
}

// The Capture page's seed (run by e2e/seed.ts before the server starts, as the embedded database allows one
// process): an editor and a viewer of the `stand` company, and two capture devices with a token each, written
// straight into the database (tests/support/seed-device.ts) since devices sign in through the API otherwise.
import { hashPassword } from "../../lib/auth/password-hash";
import { getCompanyByUsername } from "../../lib/db/repositories/companies";
import { addMembership, createPerson } from "../../lib/db/repositories/people";
import { seedDevice } from "../../tests/support/seed-device";
import { e2ePassword } from "../clients";

/** The stand company's members besides its owner, who sign in as themselves. */
export const STAND_PEOPLE = {
  editor: { email: "stand-editor@e2e.example", password: e2ePassword("stand-editor"), name: "Stella Editor" },
  viewer: { email: "stand-viewer@e2e.example", password: e2ePassword("stand-viewer"), name: "Vic Viewer" },
} as const;

/** The seeded devices, newest first as the page lists them. */
export const STAND_DEVICES = [
  {
    name: "Tablet 2",
    staff: "Grace Hopper",
    createdMinutesAgo: 60,
    lastSeenMinutesAgo: 5,
    pending: 3,
    appVersion: "1.4.0",
  },
  {
    name: "Tablet 1",
    staff: "Ada Lovelace",
    createdMinutesAgo: 180,
    lastSeenMinutesAgo: 120,
    pending: 0,
    appVersion: "1.3.2",
  },
] as const;

export async function seedCaptureStand(): Promise<void> {
  const company = await getCompanyByUsername("stand");
  if (!company) throw new Error("The stand company was not seeded.");
  for (const [role, person] of Object.entries(STAND_PEOPLE) as [
    keyof typeof STAND_PEOPLE,
    { email: string; password: string; name: string },
  ][]) {
    const created = await createPerson({
      email: person.email,
      name: person.name,
      passwordHash: await hashPassword(person.password),
    });
    if (created === "emailTaken") throw new Error(`${person.email} exists already.`);
    await addMembership(created.id, company.id, role);
  }
  for (const device of STAND_DEVICES) await seedDevice(company.id, device);
}

"use server";
// The History panel's actions (docs/studio.md "History"): its versions and one version through the SDK (anyone who
// may see the event), and naming a version (owners and editors). A restore is a save (actions.ts, saveEvent).
import type { EventVersion } from "@/lib/sdk";
import { defineAction } from "@/lib/studio/access/action";
import { nameVersionSchema, versionRefSchema, versionsPageSchema } from "@/lib/studio/schemas/history";
import { nameEventVersion } from "@/lib/studio/services/versions";

const PAGE = 50;

export const listVersions = defineAction("events.read", versionsPageSchema, async ({ eventId, from }, { api }) => {
  const page = await api.versions.list(eventId, { range: { from, to: from + PAGE - 1 } });
  return { items: page.items as EventVersion[], total: page.range.total };
});

export const readVersion = defineAction("events.read", versionRefSchema, async ({ eventId, n }, { api }) => {
  return (await api.versions.get(eventId, n)).data;
});

export const nameVersion = defineAction(
  "events.write",
  nameVersionSchema,
  async ({ eventId, n, name }, { api, session }) => {
    await nameEventVersion(session, api, eventId, n, name);
    return { n };
  },
);

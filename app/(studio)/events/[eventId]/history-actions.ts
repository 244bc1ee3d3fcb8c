"use server";
// The History panel's actions (docs/studio.md "History"): its versions and one version through the SDK with the
// logic scenarios each carried (anyone who may see the event), and naming a version (owners and editors). A restore
// is a save (actions.ts, saveEvent).
import type { EventVersion } from "@/lib/sdk";
import { defineAction } from "@/lib/studio/access/action";
import { nameVersionSchema, versionRefSchema, versionsPageSchema } from "@/lib/studio/schemas/history";
import {
  nameEventVersion,
  scenarioChangesSinceLatest,
  scenariosOfVersion,
  versionScenarioLines,
} from "@/lib/studio/services/versions";
import type { VersionScenarios, VersionsPage } from "@/components/history/contract";

const PAGE = 50;

export const listVersions = defineAction(
  "events.read",
  versionsPageSchema,
  async ({ eventId, from }, { api, session }): Promise<VersionsPage> => {
    const page = await api.versions.list(eventId, { range: { from, to: from + PAGE - 1 } });
    const items = page.items as EventVersion[];
    // The scenarios each version changed, and (on the first page) those changed since the newest version.
    const scenarioLines = await versionScenarioLines(
      session,
      eventId,
      items.map((version) => version.id),
    );
    const scenariosSince = from === 0 ? await scenarioChangesSinceLatest(session, eventId) : null;
    return { items, total: page.range.total, scenarioLines, scenariosSince };
  },
);

export const readVersion = defineAction("events.read", versionRefSchema, async ({ eventId, n }, { api }) => {
  return (await api.versions.get(eventId, n)).data;
});

export const readVersionScenarios = defineAction(
  "events.read",
  versionRefSchema,
  async ({ eventId, n }, { api, session }): Promise<VersionScenarios> => scenariosOfVersion(session, api, eventId, n),
);

export const nameVersion = defineAction(
  "events.write",
  nameVersionSchema,
  async ({ eventId, n, name }, { api, session }) => {
    await nameEventVersion(session, api, eventId, n, name);
    return { n };
  },
);

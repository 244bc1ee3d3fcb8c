"use server";
// The editor's logic scenarios (docs/studio.md "Scenarios"): record, change and remove them, and the server's
// verdicts on a form. Each action names the permission its role needs (lib/studio/access/roles.ts); defineAction
// checks it on the server and the service asks again.
import { defineAction } from "@/lib/studio/access/action";
import { changeScenarios, checkScenarios, scenarioBreak } from "@/lib/studio/services/scenarios";
import { scenarioBreakSchema, scenarioChangeSchema, scenarioCheckSchema } from "@/lib/studio/schemas/scenarios";

export const saveScenarios = defineAction(
  "events.write",
  scenarioChangeSchema,
  async ({ eventId, put, remove }, { session }) => changeScenarios(session, eventId, { put, remove }),
);

export const checkEventScenarios = defineAction(
  "events.read",
  scenarioCheckSchema,
  async ({ eventId, questions }, { session }) => checkScenarios(session, eventId, questions),
);

export const findScenarioBreak = defineAction(
  "events.read",
  scenarioBreakSchema,
  async ({ eventId, scenarioId }, { api, session }) => scenarioBreak(session, api, eventId, scenarioId),
);

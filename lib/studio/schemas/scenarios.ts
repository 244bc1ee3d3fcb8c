// The editor's logic scenarios as server actions take them (docs/studio.md "Scenarios"): the shape of
// lib/questions/scenarios.ts's `Scenario`, with limits so that a hand-made request cannot store anything else.
import { z } from "zod";
import { rowIdSchema } from "./row-id";

/** How many scenarios an event keeps at most (the panel says so when a new one would pass it). */
export const MAX_SCENARIOS = 200;
/** The longest scenario name, in characters. */
export const SCENARIO_NAME_MAX = 120;
/** The largest scenario, in bytes of JSON: answers as large as an event's questions allow, with room to spare. */
export const SCENARIO_MAX_BYTES = 256 * 1024;

const expectationSchema = z.strictObject({ displayed: z.boolean().optional(), required: z.boolean().optional() });

export const scenarioSchema = z
  .strictObject({
    id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, "a scenario id is 1 to 100 letters, digits, '-' or '_'"),
    name: z
      .string()
      .trim()
      .min(1, "give the scenario a name, like “Robotics lead with budget”")
      .max(SCENARIO_NAME_MAX, `a scenario name has at most ${SCENARIO_NAME_MAX} characters`),
    values: z.record(z.string(), z.looseObject({ value: z.unknown() })),
    expect: z.record(z.string(), expectationSchema),
    accepted: z.boolean().optional(),
  })
  .refine((scenario) => JSON.stringify(scenario).length <= SCENARIO_MAX_BYTES, {
    message: `a scenario is at most ${SCENARIO_MAX_BYTES / 1024} KiB of JSON: record fewer or shorter answers`,
  });

export const scenarioChangeSchema = z.object({
  eventId: rowIdSchema,
  put: z.array(scenarioSchema).max(MAX_SCENARIOS),
  remove: z.array(z.string().max(100)).max(MAX_SCENARIOS),
});

export const eventScenariosSchema = z.object({ eventId: rowIdSchema });

export const scenarioCheckSchema = z.object({
  eventId: rowIdSchema,
  questions: z.array(z.looseObject({ id: z.string(), type: z.string() })).max(1000),
});

export const scenarioBreakSchema = z.object({ eventId: rowIdSchema, scenarioId: z.string().max(100) });

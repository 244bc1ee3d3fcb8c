// Input of the events page's server actions, checked (safeParse) before anything is sent to the API.
import { z } from "zod";
import { MAX_ROW_ID } from "./row-id";

export const eventIdSchema = z.coerce
  .number({ error: "the event id must be a number" })
  .int("the event id must be a whole number")
  .min(1, "the event id must be positive")
  .max(MAX_ROW_ID);

/** The API's limit on an event's name. */
export const EVENT_NAME_MAX = 200;

/** An event's name and type, as the events page and the editor send them. */
export const eventNameSchema = z
  .string()
  .trim()
  .min(1, "give the event a name")
  .max(EVENT_NAME_MAX, `an event name has at most ${EVENT_NAME_MAX} characters`);
export const eventTypeSchema = z.enum(["standard", "checkIn"], { error: "the type is standard or check-in" });

export const createEventSchema = z.object({ name: eventNameSchema, type: eventTypeSchema });

export const eventRefSchema = z.object({ eventId: eventIdSchema });

/** The copy's name: " (copy)" appended, the original shortened so the whole stays within EVENT_NAME_MAX. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, EVENT_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
}

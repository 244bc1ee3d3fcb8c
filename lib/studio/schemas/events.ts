// Input of the events page's server actions, checked (safeParse) before anything is sent to the API.
import { z } from "zod";

export const eventIdSchema = z.coerce.number({ error: "the event id must be a number" }).int("the event id must be a whole number").min(1, "the event id must be positive").max(2_147_483_647);

export const createEventSchema = z.object({
  name: z.string().trim().min(1, "give the event a name").max(200, "an event name has at most 200 characters"),
  type: z.enum(["standard", "checkIn"], { error: "the type is standard or check-in" }),
});

export const eventRefSchema = z.object({ eventId: eventIdSchema });

/** The copy's name: " (copy)" appended, the original shortened so the whole stays within the API's 200 characters. */
export function copyName(name: string): string {
  const suffix = " (copy)";
  return `${name.slice(0, 200 - suffix.length).trimEnd()}${suffix}`;
}

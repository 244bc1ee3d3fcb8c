"use server";
// The events page's actions: new, duplicate, delete, each through the SDK (defineAction checks the session, the role's
// "events.write" permission and the input), each recorded in the company's activity.
import { revalidatePath } from "next/cache";
import type { Question } from "@/lib/sdk";
import { defineAction } from "@/lib/studio/access/action";
import { record } from "@/lib/studio/services/activity";
import { writtenBy } from "@/lib/studio/services/written-by";
import { copyName, createEventSchema, eventRefSchema } from "@/lib/studio/schemas/events";

/** The questions a check-in event must have (docs/decisions.md §6.3), so that a new one is valid from the start. */
const CHECK_IN_QUESTIONS = [
  { id: "fullName", type: "text", label: "Full name", required: true },
  { id: "email", type: "email", label: "E-mail address", required: true },
] as Question[];

export const createEvent = defineAction("events.write", createEventSchema, async ({ name, type }, { api, session }) => {
  const { id, lastModified } = await api.events.create(
    { name, type, questions: type === "checkIn" ? CHECK_IN_QUESTIONS : [] },
    writtenBy(session.person),
  );
  await record(session.company.id, session.person, "eventCreated", name, { eventId: id, lastModified });
  revalidatePath("/events");
  return { id };
});

export const duplicateEvent = defineAction("events.write", eventRefSchema, async ({ eventId }, { api, session }) => {
  const { data } = await api.events.get(eventId);
  const name = copyName(data.name);
  const { id, lastModified } = await api.events.create(
    { name, type: data.type, questions: data.questions },
    writtenBy(session.person),
  );
  await record(session.company.id, session.person, "eventDuplicated", name, { eventId: id, lastModified });
  revalidatePath("/events");
  return { id, name };
});

export const deleteEvent = defineAction("events.write", eventRefSchema, async ({ eventId }, { api, session }) => {
  const name =
    (await api.events.get(eventId, { fields: ["name"] }).catch(() => null))?.data.name ?? `event #${eventId}`;
  await api.events.delete(eventId);
  await record(session.company.id, session.person, "eventDeleted", name);
  revalidatePath("/events");
  return { eventId };
});

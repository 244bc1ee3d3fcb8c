"use server";
// The events page's actions: new, duplicate, delete, each through the SDK (defineAction checks the session and input).
import { revalidatePath } from "next/cache";
import type { Question } from "@/lib/sdk";
import { defineAction } from "@/lib/studio/action";
import { copyName, createEventSchema, eventRefSchema } from "./schemas";

/** The questions a check-in event must have (DECISIONS §6.3), so that a new one is valid from the start. */
const CHECK_IN_QUESTIONS = [
  { id: "fullName", type: "text", label: "Full name", required: true },
  { id: "email", type: "email", label: "E-mail address", required: true },
] as Question[];

export const createEvent = defineAction("events.write", createEventSchema, async ({ name, type }, { api }) => {
  const { id } = await api.events.create({ name, type, questions: type === "checkIn" ? CHECK_IN_QUESTIONS : [] });
  revalidatePath("/events");
  return { id };
});

export const duplicateEvent = defineAction("events.write", eventRefSchema, async ({ eventId }, { api }) => {
  const { data } = await api.events.get(eventId);
  const name = copyName(data.name);
  const { id } = await api.events.create({ name, type: data.type, questions: data.questions });
  revalidatePath("/events");
  return { id, name };
});

export const deleteEvent = defineAction("events.write", eventRefSchema, async ({ eventId }, { api }) => {
  await api.events.delete(eventId);
  revalidatePath("/events");
  return { eventId };
});

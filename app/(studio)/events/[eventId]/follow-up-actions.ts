"use server";
// The event's follow-up e-mail (docs/studio.md "Follow-up e-mail"): read it (anyone who may see the event) and
// write it (owners and editors). The SDK confirms the event is the company's before the studio's data is touched.
import { defineAction } from "@/lib/studio/access/action";
import { followUpRefSchema, followUpSchema } from "@/lib/studio/schemas/follow-up";
import { followUpOf, saveFollowUp } from "@/lib/studio/services/follow-up";

export const readFollowUp = defineAction("events.read", followUpRefSchema, async ({ eventId }, { session }) =>
  followUpOf(session, eventId),
);

export const writeFollowUp = defineAction(
  "events.write",
  followUpSchema,
  async ({ eventId, ...settings }, { api, session }) => {
    const { data } = await api.events.get(eventId, { fields: ["name"] });
    return saveFollowUp(session, eventId, settings, data.name);
  },
);

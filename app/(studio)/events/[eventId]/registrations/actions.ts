"use server";
// The Registrations page's server actions: a page (newest first, anchored), the watch for new ones (a conditional
// HEAD: an unchanged collection costs the API a 304), and deleting one or all.
// Each action names the permission its role needs (lib/studio/access/roles.ts); defineAction checks it on the server.
import { z } from "zod";
import { defineAction } from "@/lib/studio/access/action";
import { recordFor } from "@/lib/studio/services/activity";
import { loadRegistrationsPage } from "@/lib/studio/loaders/registrations-page";
import { followUpStateOf } from "@/lib/studio/services/follow-up";

const eventId = z.number().int().positive().max(2_147_483_647);
/** An HTTP-date the page got back from the API (Last-Modified), sent back as If-Modified-Since. */
const httpDate = z
  .string()
  .max(64)
  .refine((value) => !Number.isNaN(Date.parse(value)), "expected an HTTP-date");

export const readRegistrations = defineAction(
  "registrations.read",
  z.object({ eventId, page: z.number().int().min(1).max(1_000_000), anchor: z.number().int().min(0).optional() }),
  async ({ eventId, page, anchor }, { api }) => loadRegistrationsPage(api, eventId, page, anchor),
);

export const watchRegistrations = defineAction(
  "registrations.read",
  z.object({ eventId, since: httpDate }),
  async ({ eventId, since }, { api }) => {
    const summary = await api.registrations.summary(eventId, { ifModifiedSince: new Date(since) });
    return summary.modified
      ? { changed: true as const, total: summary.total, lastModified: summary.lastModified?.toUTCString() ?? null }
      : { changed: false as const };
  },
);

// Deleting is destructive, so each one is recorded with who, what and how many (docs/security.md "Activity").
export const deleteRegistration = defineAction(
  "registrations.write",
  z.object({ eventId, registrationId: z.string().min(1).max(200) }),
  async ({ eventId, registrationId }, { api, session }) => {
    const event = await api.events.get(eventId);
    await api.registrations.delete(eventId, registrationId);
    await recordFor(session, "registrationDeleted", `${event.data.name} (1 registration: ${registrationId})`);
    return { deleted: registrationId };
  },
);

export const deleteAllRegistrations = defineAction(
  "registrations.write",
  z.object({ eventId }),
  async ({ eventId }, { api, session }) => {
    const [event, before] = await Promise.all([api.events.get(eventId), api.registrations.summary(eventId)]);
    await api.registrations.deleteAll(eventId);
    await recordFor(
      session,
      "allRegistrationsDeleted",
      `${event.data.name} (${before.total} ${before.total === 1 ? "registration" : "registrations"})`,
    );
    return { deleted: true };
  },
);

/** The follow-up e-mail of one registration (docs/studio.md "Follow-up e-mail"): the outbox is the studio's own. */
export const readFollowUpState = defineAction(
  "registrations.read",
  z.object({ eventId, registrationId: z.string().min(1).max(64) }),
  async ({ registrationId }, { session }) => followUpStateOf(session, registrationId),
);

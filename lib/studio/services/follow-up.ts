import "server-only";
// An event's follow-up e-mail (docs/studio.md "Follow-up e-mail"): the studio's own data, kept with the event.
// Everyone of the company reads it ("events.read": viewers see it read only); owners and editors write it and turn it
// on or off ("events.write"). The server actions check the same permissions first (defineAction); each service asks
// again, so no other caller skips them. Each write leaves an activity row.
import {
  followUpStates,
  readFollowUpSettings,
  writeFollowUpSettings,
  type FollowUpState,
} from "../../db/repositories/follow-ups";
import type { StudioSession } from "../../auth/session";
import type { FollowUpSettings } from "../../mail/follow-up-message";
import { allow, eventGone } from "../access/allow";
import { recordFor } from "./activity";

/** What a new event's follow-up starts as: off, with a template that shows how placeholders read. */
export const DEFAULT_FOLLOW_UP: FollowUpSettings = {
  enabled: false,
  subject: "Thank you for visiting us, {fullName}",
  body:
    "Dear {fullName},\n\nThank you for stopping by our stand. As promised, here is the information you asked for." +
    "\n\nKind regards,\nThe team",
};

/** The event's follow-up, or the default one when none was written yet. */
export async function followUpOf(session: StudioSession, eventId: number): Promise<FollowUpSettings> {
  allow(session, "events.read");
  const stored = await readFollowUpSettings(session.company.id, eventId);
  if (stored.status === "notFound") throw eventGone();
  return stored.settings ?? DEFAULT_FOLLOW_UP;
}

/** Stores the event's follow-up; `eventName` names it in the activity row. */
export async function saveFollowUp(
  session: StudioSession,
  eventId: number,
  settings: FollowUpSettings,
  eventName: string,
): Promise<FollowUpSettings> {
  allow(session, "events.write");
  if (!(await writeFollowUpSettings(session.company.id, eventId, settings))) throw eventGone();
  await recordFor(session, settings.enabled ? "followUpTurnedOn" : "followUpSaved", eventName);
  return settings;
}

/** The follow-up of one registration of the company, for the registrations page; null when it has none. */
export async function followUpStateOf(
  session: StudioSession,
  registrationId: string,
): Promise<{ state: FollowUpState["state"]; lastError: string | null; sentAt: string | null } | null> {
  allow(session, "registrations.read");
  const [found] = await followUpStates(session.company.id, [registrationId]);
  return found ? { state: found.state, lastError: found.lastError, sentAt: found.sentAt?.toISOString() ?? null } : null;
}

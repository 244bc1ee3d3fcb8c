import "server-only";
// What the activity page lists: who did what in a company. Recorded by the studio's server actions after the
// change succeeded (a save goes through the API, yet names the person who made it).
import { pageActivity, recordActivity, type WrittenVersion } from "../../db/repositories/activity";
import type { StudioPerson } from "../../auth/session";

export type ActivityAction =
  | "signedIn"
  | "deviceSignedIn"
  | "eventCreated"
  | "eventDuplicated"
  | "eventSaved"
  | "eventDeleted"
  | "scenarioSaved"
  | "scenarioRenamed"
  | "scenarioRewritten"
  | "scenarioDeleted"
  | "registrationsDeleted"
  | "registrationDeleted"
  | "allRegistrationsDeleted"
  | "memberInvited"
  | "invitationRevoked"
  | "invitationResent"
  | "mailRetried"
  | "memberJoined"
  | "memberRoleChanged"
  | "memberRemoved"
  | "clientCreated"
  | "clientRevoked"
  | "capturePasscodeRotated"
  | "deviceRenamed"
  | "deviceRevoked"
  | "eventOpenedForCapture"
  | "eventClosedForCapture"
  | "companyCreated"
  | "companyClaimed"
  | "companyRenamed"
  | "staffOpened"
  | "followUpSaved"
  | "followUpTurnedOn";

/** Sentences for the activity page: `<actor> <sentence>`, with the subject in quotes where there is one. */
export const ACTIVITY_SENTENCES: Record<ActivityAction, string> = {
  signedIn: "signed in",
  deviceSignedIn: "signed in the capture device",
  eventCreated: "created the event",
  eventDuplicated: "duplicated an event as",
  eventSaved: "saved the event",
  eventDeleted: "deleted the event",
  scenarioSaved: "saved the logic scenario",
  scenarioRenamed: "renamed the logic scenario",
  scenarioRewritten: "rewrote the expectations of the logic scenario",
  scenarioDeleted: "deleted the logic scenario",
  registrationsDeleted: "deleted registrations of",
  registrationDeleted: "deleted a registration of the event",
  allRegistrationsDeleted: "deleted every registration of the event",
  memberInvited: "invited",
  invitationRevoked: "revoked the invitation for",
  invitationResent: "e-mailed the invitation again to",
  mailRetried: "retried the failed e-mail",
  memberJoined: "joined the company as",
  memberRoleChanged: "changed the role of",
  memberRemoved: "removed",
  clientCreated: "created the API client",
  clientRevoked: "revoked the API client",
  capturePasscodeRotated: "rotated the capture app passcode",
  deviceRenamed: "renamed the capture device",
  deviceRevoked: "revoked the capture device",
  eventOpenedForCapture: "opened for capture the event",
  eventClosedForCapture: "closed for capture the event",
  companyCreated: "created the company",
  companyClaimed: "claimed the company with its claim code",
  companyRenamed: "renamed the company to",
  staffOpened: "opened the company as support staff",
  followUpSaved: "saved the follow-up e-mail (off) of the event",
  followUpTurnedOn: "saved the follow-up e-mail (on) of the event",
};

export async function record(
  companyId: number,
  person: Pick<StudioPerson, "id" | "name" | "email"> | null,
  action: ActivityAction,
  subject?: string | null,
  /** For a write of an event: the event and its Last-Modified after the write, naming the version it made. */
  version?: WrittenVersion,
): Promise<void> {
  await recordActivity({
    companyId,
    personId: person?.id ?? null,
    actor: person ? `${person.name} <${person.email}>` : "Somebody",
    action,
    subject: subject ?? null,
    version,
  });
}

/**
 * Records a change made in a company's session: support staff working on a company they do not belong to are
 * named as such, so the company sees who acted (docs/security.md "Roles").
 */
export async function recordFor(
  session: { company: { id: number }; person: Pick<StudioPerson, "id" | "name" | "email">; viaStaff: boolean },
  action: ActivityAction,
  subject?: string | null,
): Promise<void> {
  const { person } = session;
  await recordActivity({
    companyId: session.company.id,
    personId: person.id,
    actor: `${person.name} <${person.email}>${session.viaStaff ? " (support staff)" : ""}`,
    action,
    subject: subject ?? null,
  });
}

export type ActivityEntry = {
  id: number;
  at: Date;
  actor: string;
  sentence: string;
  subject: string | null;
  /** The version of the event the write made (docs/studio.md "History"); null for everything else. */
  version: { eventId: number; n: number } | null;
};

/**
 * A page of the company's activity, newest first, older than `before` (an entry id); with `event`, that event's
 * only, from the write of its version `event.version` on (a version's author links there).
 */
export async function activityPage(
  companyId: number,
  before: number | undefined,
  limit = 50,
  event?: { id: number; version?: number },
): Promise<{ entries: ActivityEntry[]; nextBefore: number | null }> {
  const { items, more } = await pageActivity(companyId, { before, limit, event });
  return {
    entries: items.map((item) => ({
      id: item.id,
      at: item.at,
      actor: item.actor,
      sentence: ACTIVITY_SENTENCES[item.action as ActivityAction] ?? item.action,
      subject: item.subject,
      version:
        item.eventId !== null && item.eventVersion !== null ? { eventId: item.eventId, n: item.eventVersion } : null,
    })),
    nextBefore: more ? (items[items.length - 1]?.id ?? null) : null,
  };
}

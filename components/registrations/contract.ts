// What the Registrations page's client components are handed by the server page: the event, the first page and
// the server actions (app/(studio)/events/[eventId]/registrations/actions.ts).
import type { Question } from "@/lib/questions";
import type { ActionResult } from "@/lib/studio/access/action-errors";
import type { RegistrationRow, RegistrationsPage } from "@/lib/studio/loaders/registrations-page";
import type { FollowUpView } from "./follow-up-words";

export type { RegistrationRow, RegistrationsPage };
/** `lastModified`: the event's Last-Modified as the page read it (a captured lead's form version is compared to it). */
export type EventSummary = { id: number; name: string; questions: Question[]; lastModified: string | null };
export type WatchResult = { changed: false } | { changed: true; total: number; lastModified: string | null };

export type RegistrationActions = {
  read(input: { eventId: number; page: number; anchor?: number }): Promise<ActionResult<RegistrationsPage>>;
  watch(input: { eventId: number; since: string }): Promise<ActionResult<WatchResult>>;
  remove(input: { eventId: number; registrationId: string }): Promise<ActionResult<{ deleted: string }>>;
  removeAll(input: { eventId: number }): Promise<ActionResult<{ deleted: boolean }>>;
  /** The registration's follow-up e-mail (docs/studio.md "Follow-up e-mail"). */
  followUp?(input: { eventId: number; registrationId: string }): Promise<ActionResult<FollowUpView>>;
};

// Whether a new registration gets the event's follow-up, and the message it gets (docs/studio.md "Follow-up e-mail").
// The description's reserved ids decide (docs/spec/event-capture-api-v1.1.5.md "Reserved question ids"): `email`
// holds the address, and `emailMe`, when the form has it, must be answered yes. Pure: the registration insert calls
// it with the event's template, questions and the values it is about to store.
import { isPlainObject } from "../logic/is-plain-object";
import { renderFollowUp, type FollowUpTemplate, type RenderedMail } from "./follow-up";

type QuestionLike = { id: string; type: string; label?: unknown; options?: unknown };
export type FollowUpSettings = FollowUpTemplate & { enabled: boolean };
export type FollowUpMessage = RenderedMail & { recipient: string };

/** The longest address SMTP carries (RFC 5321's path limit less its brackets). */
export const MAX_RECIPIENT_LENGTH = 254;
// One address and nothing else: no spaces or line breaks (no header can follow it), no comma, semicolon or angle
// bracket (no second recipient, no display name), one @ with a dotted domain.
const PLAIN_ADDRESS = /^[^\s@,;<>()[\]\\"]+@[^\s@,;<>()[\]\\"]+\.[^\s@,;<>()[\]\\".]+$/;

/** The answer's value: the stored shape is `{ value }` per question id. */
const valueOf = (values: Record<string, unknown>, id: string): unknown =>
  isPlainObject(values[id]) ? (values[id] as { value?: unknown }).value : undefined;

/** The address to send to: the `email` answer when it is one plain address, else null. */
export function followUpRecipient(values: Record<string, unknown>): string | null {
  const value = valueOf(values, "email");
  if (typeof value !== "string") return null;
  const address = value.trim();
  if (address.length > MAX_RECIPIENT_LENGTH || !PLAIN_ADDRESS.test(address)) return null;
  return address;
}

/** Whether the visitor asked for the mail: yes when the form has no `emailMe` question, else its answer. */
export function visitorWantsMail(questions: readonly QuestionLike[], values: Record<string, unknown>): boolean {
  if (!questions.some((question) => question.id === "emailMe")) return true;
  const answer = valueOf(values, "emailMe");
  return answer === true || answer === "true";
}

/** The follow-up to queue for these values, or null when none is due (off, no address, or the visitor said no). */
export function followUpMessage(
  settings: FollowUpSettings | null,
  questions: readonly QuestionLike[],
  values: Record<string, unknown>,
): FollowUpMessage | null {
  if (!settings?.enabled) return null;
  const recipient = followUpRecipient(values);
  if (!recipient || !visitorWantsMail(questions, values)) return null;
  return { recipient, ...renderFollowUp(settings, values, questions) };
}

// What the capture app asks of the API, over the SDK with the device's own bearer token (docs/decisions.md §10.2):
// its device report, the open events and their forms (conditional reads), sending a lead with its idempotency key
// and provenance (docs/decisions.md §10.1, §10.3), and reading and updating the registration a lead doubled.
// Injected into the app's controller, so that its tests use a fake while the browser uses the SDK.
import { createClient, signInDevice, type CaptureDevice, type Client } from "../sdk";
import type { Question } from "../questions";
import type { Lead, LeadValues, SendResult } from "./queue";
import { sendResultOfError } from "./send-result";

export type { CaptureDevice };

/** An event's form as the device keeps it: the questions and the `Last-Modified` they were read with. */
export type CaptureForm = { eventId: number; name: string; questions: Question[]; lastModified: string };

export type ExistingRegistration = { id: string; values: LeadValues; lastModified: Date | null };

export interface CaptureApi {
  /** The device as the server knows it; reports how many leads wait and the app's version. */
  report(input: { pending: number; appVersion: string }): Promise<CaptureDevice>;
  /** The ids and names of the company's events open for capture. */
  openEvents(): Promise<{ id: number; name: string }[]>;
  /** The event's form, or null when it did not change since `since`. */
  form(eventId: number, since: string | null): Promise<CaptureForm | null>;
  /** One try to send a lead. */
  send(lead: Lead): Promise<SendResult>;
  registration(eventId: number, id: string): Promise<ExistingRegistration>;
  updateRegistration(eventId: number, id: string, values: LeadValues, basedOn: Date | null): Promise<void>;
}

/** The queue retries on its own schedule; one quick retry inside the SDK covers a dropped connection. */
const SEND_RETRY = { maxRetries: 1, maxTotalMs: 5000 };

export function sdkCaptureApi(options: { baseUrl: string; accessToken: string; fetch?: typeof fetch }): CaptureApi {
  const client: Client = createClient({
    baseUrl: options.baseUrl,
    accessToken: options.accessToken,
    fetch: options.fetch,
  });
  return {
    report: ({ pending, appVersion }) => client.capture.device({ pending, appVersion }),
    async openEvents() {
      const events = await client.events.toArray({ fields: ["name"] });
      return events.map((event) => ({ id: event.id, name: event.name }));
    },
    async form(eventId, since) {
      const answer = since
        ? await client.events.get(eventId, { ifModifiedSince: new Date(since) })
        : await client.events.get(eventId);
      if (!answer.modified) return null;
      return {
        eventId,
        name: answer.data.name,
        questions: answer.data.questions,
        lastModified: (answer.lastModified ?? new Date()).toUTCString(),
      };
    },
    async send(lead) {
      try {
        const created = await client.registrations.create(lead.eventId, lead.values, {
          idempotencyKey: lead.key,
          capture: { capturedAt: lead.capturedAt, formVersion: lead.formVersion },
          retry: SEND_RETRY,
        });
        return { kind: "sent", registrationId: created.id };
      } catch (error) {
        return sendResultOfError(error);
      }
    },
    async registration(eventId, id) {
      const answer = await client.registrations.get(eventId, id);
      return { id: answer.data.id, values: answer.data.values, lastModified: answer.lastModified };
    },
    async updateRegistration(eventId, id, values, basedOn) {
      await client.registrations.update(eventId, id, values, basedOn ?? new Date(0));
    },
  };
}

/** Signs this device in with the company's app passcode: its token and the device as the server made it. */
export function signIn(
  baseUrl: string,
  input: { username: string; appPasscode: string; staff: string; name?: string },
): Promise<{ accessToken: string; device: CaptureDevice }> {
  return signInDevice({ baseUrl }, input);
}

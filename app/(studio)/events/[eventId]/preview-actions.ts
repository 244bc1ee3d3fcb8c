"use server";
// "Send as a test registration" (docs/studio.md "Send a test registration"): the preview's values go to the event
// through the SDK like any
// capture app's would; the server's verdict comes back, and an accepted registration is deleted again at once so
// the organiser's leads stay clean and the same e-mail can be tried twice.
// Each action names the permission its role needs (lib/studio/access/roles.ts); defineAction checks it on the server.
import { z } from "zod";
import { ConflictError, ValidationError } from "@/lib/sdk";
import { defineAction } from "@/lib/studio/access/action";
import type { ServerIssue, ServerVerdict } from "@/components/editor/preview/test-registration-contract";

const testRegistrationSchema = z.object({
  eventId: z.number().int().positive().max(2_147_483_647),
  values: z.record(z.string(), z.object({ value: z.unknown() })),
});

const serverIssues = (error: ValidationError): ServerIssue[] =>
  error.issues.map((issue) => ({
    questionId: issue.questionId ?? "",
    kind: issue.kind ?? issue.rule ?? "invalid",
    message: issue.message,
  }));

export const sendTestRegistration = defineAction(
  "registrations.test",
  testRegistrationSchema,
  async ({ eventId, values }, { api }): Promise<ServerVerdict> => {
    let registrationId: string;
    try {
      registrationId = (await api.registrations.create(eventId, values)).id;
    } catch (error) {
      if (error instanceof ValidationError && error.error === "invalidValues")
        return { status: "refused", issues: serverIssues(error) };
      if (error instanceof ConflictError)
        return { status: "duplicate", message: "This e-mail address is already registered for the event." };
      throw error;
    }
    try {
      await api.registrations.delete(eventId, registrationId);
      return { status: "accepted", registrationId, deleted: true };
    } catch {
      // Accepted but still stored: the panel says so and names the registration to delete.
      return { status: "accepted", registrationId, deleted: false };
    }
  },
);

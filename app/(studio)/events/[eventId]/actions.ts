"use server";
// The form editor's actions: save with If-Unmodified-Since (a 412 answers with their current version, for the
// conflict dialog), and save as a new event after the event was deleted. Both through the SDK.
// Each action names the permission its role needs (lib/studio/access/roles.ts); defineAction checks it on the server.
import { revalidatePath } from "next/cache";
import { PreconditionFailedError, type Question } from "@/lib/sdk";
import { defineAction } from "@/lib/studio/access/action";
import { record } from "@/lib/studio/services/activity";
import { writtenBy } from "@/lib/studio/services/written-by";
import { ActionFailure } from "@/lib/studio/access/action-errors";
import type { SaveOutcome } from "@/components/editor/save/save-contract";
import { formSchema, saveEventSchema } from "@/lib/studio/schemas/editor";
import { checkBeforeSave, restoredScenarios } from "@/lib/studio/services/scenarios";

export const saveEvent = defineAction(
  "events.write",
  saveEventSchema,
  async (
    { eventId, form, basedOn, how, restoredFrom, restoreScenarios, confirmedScenarios },
    { api, session },
  ): Promise<SaveOutcome> => {
    const since = basedOn ? new Date(basedOn) : null;
    if (!since || Number.isNaN(since.getTime())) {
      throw new ActionFailure({
        code: "noBase",
        message:
          "The editor does not know which version of the event it started from. " +
          "Reload the page (your draft is kept), then save again.",
      });
    }
    const input = { name: form.name, type: form.type, questions: form.questions as Question[] };
    // The event's scenarios run on the form about to be saved; one failing that the person did not confirm refuses
    // the save, changing nothing (docs/studio.md "Scenarios").
    // A whole version restored brings back the scenarios it carried: those are checked, and come back with the write.
    const restoring = how === "restore" && restoreScenarios ? restoredFrom : undefined;
    const before = await checkBeforeSave(session, eventId, form.questions, confirmedScenarios ?? [], restoring);
    try {
      const { lastModified } = await api.events.replace(
        eventId,
        input,
        since,
        writtenBy(session.person, how, restoredFrom, restoring !== undefined),
      );
      // The save went through the API as the studio's client: the activity names the person who made it.
      await record(session.company.id, session.person, "eventSaved", form.name, { eventId, lastModified });
      revalidatePath("/events");
      const saved = { status: "saved", lastModified: (lastModified ?? new Date()).toUTCString() } as const;
      if (restoring === undefined) return saved;
      // The notice says what the restore did to the scenarios, and the editor takes them as they now are.
      const restored = await restoredScenarios(session, eventId, restoring, before);
      const notice = `Version ${restoring} restored.${restored.notice ? ` ${restored.notice}` : ""}`;
      return { ...saved, scenarios: restored.scenarios, notice };
    } catch (error) {
      if (!(error instanceof PreconditionFailedError)) throw error;
      // Somebody saved in between: their version goes back to the editor, which asks what to keep.
      const current = await api.events.get(eventId);
      const theirs = { name: current.data.name, type: current.data.type, questions: current.data.questions };
      return { status: "conflict", theirs, lastModified: (current.lastModified ?? new Date()).toUTCString() };
    }
  },
);

export const createEventFromForm = defineAction("events.write", formSchema, async (form, { api, session }) => {
  const input = { name: form.name, type: form.type, questions: form.questions as Question[] };
  const { id, lastModified } = await api.events.create(input, writtenBy(session.person));
  await record(session.company.id, session.person, "eventCreated", form.name, { eventId: id, lastModified });
  revalidatePath("/events");
  return { id };
});

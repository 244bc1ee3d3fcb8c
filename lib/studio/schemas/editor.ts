// The editor's server action inputs. Questions are checked only for shape here: the API validates definitions and
// its `invalidQuestions` issues come back to the editor as they are.
import { z } from "zod";
import { eventNameSchema, eventTypeSchema } from "./events";
import { rowIdSchema } from "./row-id";

export const formSchema = z.object({
  name: eventNameSchema,
  type: eventTypeSchema,
  questions: z.array(z.looseObject({ id: z.string(), type: z.string() })).max(1000),
});

export const saveEventSchema = z.object({
  eventId: rowIdSchema,
  form: formSchema,
  // The Last-Modified the edit started from (an HTTP-date); null only if the API sent none.
  basedOn: z.string().nullable(),
  // How the editor came by this definition, for its version (docs/studio.md "History"): the editor, a JSON import,
  // or a restore of version `restoredFrom`.
  how: z.enum(["editor", "import", "restore"]).optional(),
  restoredFrom: z.number().int().positive().optional(),
  // A whole version restored: its logic scenarios come back with it (docs/studio.md "History").
  restoreScenarios: z.boolean().optional(),
  // The failing scenarios the person saw and confirmed the save despite (docs/studio.md "Scenarios").
  confirmedScenarios: z.array(z.string().max(100)).max(200).optional(),
});

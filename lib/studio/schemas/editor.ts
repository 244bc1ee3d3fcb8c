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
  // The failing scenarios the person saw and confirmed the save despite (docs/studio.md "Scenarios").
  confirmedScenarios: z.array(z.string().max(100)).max(200).optional(),
});

// The editor's server action inputs. Questions are checked only for shape here: the API validates definitions and
// its `invalidQuestions` issues come back to the editor as they are.
import { z } from "zod";

const MAX_ID = 2_147_483_647;

export const formSchema = z.object({
  name: z.string().trim().min(1, "give the event a name").max(200),
  type: z.enum(["standard", "checkIn"]),
  questions: z.array(z.looseObject({ id: z.string(), type: z.string() })).max(1000),
});

export const saveEventSchema = z.object({
  eventId: z.number().int().positive().max(MAX_ID),
  form: formSchema,
  // The Last-Modified the edit started from (an HTTP-date); null only if the API sent none.
  basedOn: z.string().nullable(),
});

// The id of a row the studio names in an action's input (an event, a person, an invitation): a positive whole number
// within PostgreSQL's `integer`, so a hand-made request cannot reach the database with one it would refuse.
import { z } from "zod";

export const MAX_ROW_ID = 2_147_483_647;
export const rowIdSchema = z.number().int().positive().max(MAX_ROW_ID);

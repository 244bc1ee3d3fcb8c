// Input of the owners' outbox actions, checked on the server.
import { z } from "zod";
import { rowIdSchema } from "./row-id";

export const messageRefSchema = z.object({ messageId: rowIdSchema });

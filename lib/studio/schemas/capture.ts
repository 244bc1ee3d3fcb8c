// Input of the Capture page's actions (docs/decisions.md §10.2), checked on the server before anything else.
import { z } from "zod";
import { rowIdSchema } from "./row-id";

/** The longest device name, after trimming: the repository's DEVICE_NAME_MAX (capture.test.ts pins the two). */
export const DEVICE_NAME_MAX = 60;

/** A device's id as the repositories make it: "dev_" and URL-safe characters. */
const deviceIdSchema = z.string().regex(/^dev_[A-Za-z0-9_-]{1,100}$/, "not a capture device id");
export const deviceRefSchema = z.object({ deviceId: deviceIdSchema });
export const renameDeviceSchema = deviceRefSchema.extend({
  name: z
    .string()
    .trim()
    .min(1, "give the device a name, like “Front desk”")
    // Characters as people count them (an emoji is one), as the repository does.
    .refine((name) => [...name].length <= DEVICE_NAME_MAX, `use at most ${DEVICE_NAME_MAX} characters`),
});
export const eventCaptureSchema = z.object({ eventId: rowIdSchema, open: z.boolean() });

"use server";
// The Capture page's actions (lib/studio/services/capture.ts): rotating the app passcode needs "capture.read"
// (owners and editors); renaming and revoking devices and opening or closing events need "capture.manage"
// (owners). defineAction checks the permission on the server before anything else, and each change is recorded
// in the company's activity.
import { revalidatePath } from "next/cache";
import { defineAction } from "@/lib/studio/access/action";
import { renameDevice, revokeDevice, rotatePasscode, setOpenForCapture } from "@/lib/studio/services/capture";
import { deviceRefSchema, eventCaptureSchema, renameDeviceSchema } from "@/lib/studio/schemas/capture";
import { noInputSchema } from "@/lib/studio/schemas/team";

export const rotateCapturePasscode = defineAction("capture.read", noInputSchema, async (_input, { session }) => {
  const appPasscode = await rotatePasscode(session);
  revalidatePath("/settings/capture");
  return { appPasscode };
});

export const renameCaptureDevice = defineAction(
  "capture.manage",
  renameDeviceSchema,
  async ({ deviceId, name }, { session }) => {
    const renamed = await renameDevice(session, deviceId, name);
    revalidatePath("/settings/capture");
    return { deviceId, name: renamed };
  },
);

export const revokeCaptureDevice = defineAction(
  "capture.manage",
  deviceRefSchema,
  async ({ deviceId }, { session }) => {
    const { name } = await revokeDevice(session, deviceId);
    revalidatePath("/settings/capture");
    return { deviceId, name };
  },
);

export const setEventOpenForCapture = defineAction(
  "capture.manage",
  eventCaptureSchema,
  async ({ eventId, open }, { session }) => {
    const event = await setOpenForCapture(session, eventId, open);
    revalidatePath("/settings/capture");
    return event;
  },
);

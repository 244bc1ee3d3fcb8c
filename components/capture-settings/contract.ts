// What the Capture page hands its client components: its server actions (app/(studio)/settings/capture/actions.ts) as
// props, so that no component imports server code from app/.
import type { ServerAction } from "@/lib/studio/access/action-errors";

export type CaptureEventRow = { id: number; name: string; openForCapture: boolean };

/** Owners and editors: the passcode. */
export type PasscodeActions = {
  rotateCapturePasscode: ServerAction<Record<string, never>, { appPasscode: string }>;
};

/** Owners only: the devices and the events open for capture. */
export type DeviceActions = {
  renameCaptureDevice: ServerAction<{ deviceId: string; name: string }, { deviceId: string; name: string }>;
  revokeCaptureDevice: ServerAction<{ deviceId: string }, { deviceId: string; name: string }>;
};
export type EventCaptureActions = {
  setEventOpenForCapture: ServerAction<{ eventId: number; open: boolean }, CaptureEventRow>;
};

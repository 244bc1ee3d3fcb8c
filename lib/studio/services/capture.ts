import "server-only";
// The Capture page's services (docs/decisions.md §10.2): the company's app passcode and capture devices, and which
// of its events are open for capture. Owners and editors see the passcode, the link and the devices and rotate the
// passcode ("capture.read"); owners rename and revoke devices and open or close events ("capture.manage"); viewers
// get none of it, since the passcode signs a tablet in. The server actions check the same permissions first
// (defineAction); each service asks again, so that no other caller can read the passcode without them.
import {
  captureSettings,
  DEVICE_NAME_MAX,
  listCaptureDevices,
  renameCaptureDevice,
  revokeCaptureDevice,
  rotateAppPasscode,
  setEventOpenForCapture,
  type CaptureDeviceSummary,
  type CaptureEvent,
} from "../../db/repositories/capture-devices";
import type { StudioSession } from "../../auth/session";
import { ActionFailure } from "../access/action-errors";
import { allow } from "../access/allow";
import { recordFor } from "./activity";

export type { CaptureDeviceSummary, CaptureEvent };
export type CapturePage = { appPasscode: string; events: CaptureEvent[]; devices: CaptureDeviceSummary[] };

const deviceGone = (): ActionFailure =>
  new ActionFailure({
    code: "notFound",
    message: "This device is not one of your company's (was it removed?). Reload the page to see its devices.",
  });

/** The passcode, the events with their open flag and the devices (newest first), for owners and editors. */
export async function capturePage(session: StudioSession): Promise<CapturePage> {
  allow(session, "capture.read");
  const [settings, devices] = await Promise.all([
    captureSettings(session.company.id),
    listCaptureDevices(session.company.id),
  ]);
  if (!settings) throw new ActionFailure({ code: "notFound", message: "This company no longer exists." });
  return { ...settings, devices };
}

/** A new app passcode; devices signed in with the old one keep working. */
export async function rotatePasscode(session: StudioSession): Promise<string> {
  allow(session, "capture.read");
  const passcode = await rotateAppPasscode(session.company.id);
  if (!passcode) throw new ActionFailure({ code: "notFound", message: "This company no longer exists." });
  // The passcode itself stays out of the activity: owners read the activity, the passcode is on this page.
  await recordFor(session, "capturePasscodeRotated");
  return passcode;
}

export async function renameDevice(session: StudioSession, deviceId: string, name: string): Promise<string> {
  allow(session, "capture.manage");
  const before = (await listCaptureDevices(session.company.id)).find((device) => device.id === deviceId);
  if (!before) throw deviceGone();
  const renamed = await renameCaptureDevice(session.company.id, deviceId, name);
  if (renamed.status === "notFound") throw deviceGone();
  if (renamed.status === "invalidName")
    throw new ActionFailure({
      code: "invalidInput",
      message: `Give the device a name of 1 to ${DEVICE_NAME_MAX} characters, like “Front desk”.`,
    });
  if (renamed.device.name !== before.name)
    await recordFor(session, "deviceRenamed", `${before.name} → ${renamed.device.name} (${deviceId})`);
  return renamed.device.name;
}

/** Revokes the device: its next request is refused; its waiting leads stay on it (to send elsewhere or export). */
export async function revokeDevice(session: StudioSession, deviceId: string): Promise<{ name: string }> {
  allow(session, "capture.manage");
  const by = `${session.person.name}${session.viaStaff ? " (support staff)" : ""}`;
  const revoked = await revokeCaptureDevice(session.company.id, deviceId, by);
  if (revoked.status === "notFound") throw deviceGone();
  if (revoked.status === "alreadyRevoked")
    throw new ActionFailure({
      code: "alreadyRevoked",
      message: "This device was already revoked. Reload the page to see who revoked it and when.",
    });
  await recordFor(session, "deviceRevoked", `${revoked.device.name}, ${revoked.device.staff} (${deviceId})`);
  return { name: revoked.device.name };
}

/** Opens or closes one of the company's events for capture; recorded only when it changed. */
export async function setOpenForCapture(session: StudioSession, eventId: number, open: boolean): Promise<CaptureEvent> {
  allow(session, "capture.manage");
  const result = await setEventOpenForCapture(session.company.id, eventId, open);
  if (result.status === "notFound")
    throw new ActionFailure({
      code: "notFound",
      message: "This event does not exist for your company any more (deleted?). Reload the page.",
    });
  if (result.changed)
    await recordFor(
      session,
      open ? "eventOpenedForCapture" : "eventClosedForCapture",
      `${result.event.name} (${result.event.id})`,
    );
  return result.event;
}

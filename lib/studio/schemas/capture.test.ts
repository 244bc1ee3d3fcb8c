import { describe, expect, it } from "vitest";
import { DEVICE_NAME_MAX as STORED_MAX } from "../../db/repositories/capture-devices";
import { DEVICE_NAME_MAX, deviceRefSchema, eventCaptureSchema, renameDeviceSchema } from "./capture";

describe("the Capture page's action input", () => {
  it("allows the device names the repository stores", () => {
    expect(DEVICE_NAME_MAX).toBe(STORED_MAX);
  });

  it("trims a device's new name and refuses an empty or a too long one, saying what to do", () => {
    const deviceId = "dev_abc-DEF_123";
    expect(renameDeviceSchema.parse({ deviceId, name: "  Front desk " })).toEqual({ deviceId, name: "Front desk" });
    expect(renameDeviceSchema.safeParse({ deviceId, name: "   " }).error?.issues[0].message).toMatch(/give the device/);
    expect(renameDeviceSchema.safeParse({ deviceId, name: "😀".repeat(DEVICE_NAME_MAX) }).success).toBe(true);
    expect(
      renameDeviceSchema.safeParse({ deviceId, name: "x".repeat(DEVICE_NAME_MAX + 1) }).error?.issues[0].message,
    ).toBe(`use at most ${DEVICE_NAME_MAX} characters`);
  });

  it("takes device ids and event ids only in their own shapes", () => {
    for (const deviceId of ["cs_0123", "dev_", "dev_a b", "dev_a'--", 7])
      expect(deviceRefSchema.safeParse({ deviceId }).success).toBe(false);
    expect(eventCaptureSchema.safeParse({ eventId: 3, open: false }).success).toBe(true);
    expect(eventCaptureSchema.safeParse({ eventId: "3", open: false }).success).toBe(false);
    expect(eventCaptureSchema.safeParse({ eventId: 3, open: "no" }).success).toBe(false);
  });
});

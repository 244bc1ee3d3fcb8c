import { describe, expect, it } from "vitest";
import { DEVICE_WIDTHS, fitZoom } from "./device-fit";

describe("fitZoom", () => {
  it("shows a device at actual size when it fits, and before the room is measured", () => {
    expect(fitZoom(DEVICE_WIDTHS.phone, 424)).toBe(1);
    expect(fitZoom(DEVICE_WIDTHS.tablet, 768)).toBe(1);
    expect(fitZoom(DEVICE_WIDTHS.tablet, 0)).toBe(1);
  });
  it("scales a device down to the room, rounded down so it never overflows", () => {
    expect(fitZoom(DEVICE_WIDTHS.tablet, 424)).toBe(0.55);
    expect(fitZoom(DEVICE_WIDTHS.tablet, 424) * DEVICE_WIDTHS.tablet).toBeLessThanOrEqual(424);
    expect(fitZoom(DEVICE_WIDTHS.phone, 300)).toBe(0.78);
  });
});

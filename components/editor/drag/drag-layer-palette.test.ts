import { describe, expect, it } from "vitest";
import { edgeScrollStep } from "./drag-layer-palette";

const canvas = { top: 100, bottom: 600, left: 300, right: 900 };

describe("edgeScrollStep", () => {
  it("does not scroll away from the edges", () => {
    expect(edgeScrollStep({ x: 500, y: 350 }, canvas)).toBe(0);
    expect(edgeScrollStep({ x: 500, y: 100 + 48 }, canvas)).toBe(0);
  });

  it("scrolls down near the bottom edge, faster the nearer, up to a limit", () => {
    const near = edgeScrollStep({ x: 500, y: 560 }, canvas);
    const nearer = edgeScrollStep({ x: 500, y: 598 }, canvas);
    expect(near).toBeGreaterThan(0);
    expect(nearer).toBeGreaterThan(near);
    expect(edgeScrollStep({ x: 500, y: 640 }, canvas)).toBe(16);
  });

  it("scrolls up near the top edge, also from just above it (over the top bar)", () => {
    expect(edgeScrollStep({ x: 500, y: 120 }, canvas)).toBeLessThan(0);
    expect(edgeScrollStep({ x: 500, y: 80 }, canvas)).toBeLessThan(0);
  });

  it("does nothing beside the canvas or far past its edges", () => {
    expect(edgeScrollStep({ x: 200, y: 590 }, canvas)).toBe(0);
    expect(edgeScrollStep({ x: 500, y: 700 }, canvas)).toBe(0);
    expect(edgeScrollStep({ x: 500, y: 20 }, canvas)).toBe(0);
  });
});

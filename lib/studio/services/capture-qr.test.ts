import { describe, expect, it, vi } from "vitest";
import { qrCodeSvg } from "./capture-qr";

vi.mock("server-only", () => ({}));

describe("qrCodeSvg", () => {
  it("draws the link as an SVG of path data only, the same for the same link", async () => {
    const link = "https://studio.example/capture";
    const svg = await qrCodeSvg(link);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox="0 0 \d+ \d+"/);
    expect(svg).toContain("<path");
    expect(svg).not.toContain("studio.example");
    expect(svg).not.toMatch(/<script|href=|on\w+=/i);
    expect(await qrCodeSvg(link)).toBe(svg);
    expect(await qrCodeSvg(`${link}x`)).not.toBe(svg);
  });
});

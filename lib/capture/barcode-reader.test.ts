import { afterEach, describe, expect, it } from "vitest";
import { cameraProblem, createQrReader } from "./barcode-reader";

const named = (name: string) => Object.assign(new Error("camera"), { name });

describe("cameraProblem", () => {
  it.each([
    ["NotAllowedError", /not allowed.*type the answers by hand/i],
    ["NotFoundError", /no camera.*type the answers by hand/i],
    ["NoCamera", /no camera/i],
    ["NotReadableError", /busy in another app/i],
    ["AbortError", /could not be opened \(camera\)\. Type the answers by hand/],
  ])("says %s in words, with the manual path", (name, words) => {
    expect(cameraProblem(named(name))).toMatch(words);
  });
});

describe("createQrReader", () => {
  const global = globalThis as { BarcodeDetector?: unknown };
  afterEach(() => delete global.BarcodeDetector);

  it("uses the browser's own BarcodeDetector when it reads QR codes", async () => {
    global.BarcodeDetector = class {
      static getSupportedFormats = async () => ["qr_code", "ean_13"];
      constructor(public options: { formats: string[] }) {}
      detect = async () => [{ rawValue: "MECARD:N:Hopper,Grace;;" }, { rawValue: "" }];
    };
    const reader = await createQrReader();
    expect(reader.kind).toBe("native");
    expect(await reader.detect({} as ImageBitmapSource)).toEqual(["MECARD:N:Hopper,Grace;;"]);
  });

  it("falls back to the polyfill when the browser's detector reads no QR codes", async () => {
    global.BarcodeDetector = class {
      static getSupportedFormats = async () => ["ean_13"];
    };
    expect((await createQrReader()).kind).toBe("polyfill");
  });
});

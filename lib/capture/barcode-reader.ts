// Reads QR codes from the camera's video: the browser's own BarcodeDetector where it has one that reads QR codes,
// else the barcode-detector polyfill (ZXing compiled to WebAssembly). The polyfill's .wasm comes from our own origin
// (copied into public/ by scripts/copy-zxing-wasm.mjs), never from the CDN it names by default: capture works offline
// and no request leaves our origin (docs/architecture.md "Capture mode"). Loaded only when a scan is opened.

/** Where the polyfill's WebAssembly is served from (scripts/copy-zxing-wasm.mjs puts it there). */
export const ZXING_WASM_URL = "/capture/zxing_reader.wasm";

export type QrReader = { detect(source: ImageBitmapSource): Promise<string[]>; kind: "native" | "polyfill" };

type DetectorLike = { detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]> };
type DetectorClass = {
  new (options: { formats: string[] }): DetectorLike;
  getSupportedFormats?(): Promise<string[]>;
};

const reading = (detector: DetectorLike) => async (source: ImageBitmapSource) =>
  (await detector.detect(source)).map((code) => code.rawValue).filter(Boolean);

export async function createQrReader(): Promise<QrReader> {
  const native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
  if (native) {
    const formats: string[] = (await native.getSupportedFormats?.().catch(() => [])) ?? [];
    if (formats.includes("qr_code")) return { detect: reading(new native({ formats: ["qr_code"] })), kind: "native" };
  }
  const { BarcodeDetector, prepareZXingModule } = await import("barcode-detector/ponyfill");
  prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith(".wasm") ? ZXING_WASM_URL : prefix + path),
    },
  });
  return { detect: reading(new BarcodeDetector({ formats: ["qr_code"] })), kind: "polyfill" };
}

/** The camera refused or missing, said in words with the way on (typing by hand). */
export function cameraProblem(error: unknown): string {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError")
    return "The camera was not allowed. Allow it in the browser's settings for this site, or type the answers by hand.";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "NoCamera")
    return "This device has no camera the app can use. Type the answers by hand.";
  if (name === "NotReadableError")
    return "The camera is busy in another app. Close that app and scan again, or type the answers by hand.";
  const reason = error instanceof Error ? error.message : String(error);
  return `The camera could not be opened (${reason}). Type the answers by hand.`;
}

/** The rear camera where there is one (a badge is held in front of the tablet's back). */
export async function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia) {
    const missing = new Error("no camera API");
    missing.name = "NoCamera";
    throw missing;
  }
  return navigator.mediaDevices.getUserMedia({ audio: false, video: { facingMode: { ideal: "environment" } } });
}

// The studio's security headers (docs/security.md "Headers"): a per-request nonce CSP that the Next.js runtime, Monaco
// and its
// workers still work under, no framing by anybody, no MIME sniffing, no full referrers to other origins, and no
// powerful browser features. The REST API (/api/*) keeps its own headers. proxy.ts sets them; pure, unit-tested.

/** The Content-Security-Policy of a studio page rendered with `nonce`. */
export function contentSecurityPolicy(nonce: string, options: { dev?: boolean; capture?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // Next.js's inline bootstrap carries the nonce; the chunks it loads are trusted through 'strict-dynamic'. The
    // capture app's badge scanner compiles our own copy of ZXing's WebAssembly (lib/capture/barcode-reader.ts):
    // 'wasm-unsafe-eval' allows WebAssembly only, never eval.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${options.capture ? " 'wasm-unsafe-eval'" : ""}` +
      (options.dev ? " 'unsafe-eval'" : ""),
    // React's style attributes and Monaco's dynamic styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // Monaco's editor and language workers, and the logic checks' workers, come from our origin (or blob:).
    "worker-src 'self' blob:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "frame-src 'none'",
    "manifest-src 'self'",
  ].join("; ");
}

/** The headers every studio response carries (the CSP on pages only). */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Frame-Options": "DENY",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The capture app (/capture) may use the camera on our own origin, for the badge scan; the studio never may. */
export const CAPTURE_SECURITY_HEADERS: Record<string, string> = {
  ...SECURITY_HEADERS,
  "Permissions-Policy": SECURITY_HEADERS["Permissions-Policy"].replace("camera=()", "camera=(self)"),
};

/** Whether a page is the capture app's (its camera and WebAssembly allowances). */
export const isCapturePath = (pathname: string) => pathname === "/capture" || pathname.startsWith("/capture/");

/** A fresh nonce: 16 random bytes, base64. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes));
}

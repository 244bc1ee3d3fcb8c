// /capture: the capture app's one page, with the app's own bundle (scripts/build-capture-app.mjs) and none of
// Next.js's client runtime (docs/architecture.md "Capture mode"). The script carries the request's CSP nonce
// (proxy.ts); the service worker precaches this page with the nonce and the policy it was answered with.
import fs from "node:fs";
import path from "node:path";
import { headers } from "next/headers";

export const dynamic = "force-dynamic";

type CaptureAppFiles = { script: string; stylesheet: string };

const dev = process.env.NODE_ENV === "development";
// `npm run build` writes the first (scripts/build-capture-app.mjs); `npm run dev`'s watch the second, rebuilt on
// every change (scripts/capture-app-dev.mjs), so development mode reads it afresh on each request.
const MANIFEST = dev
  ? path.join(process.cwd(), "public", "capture-app-dev", "capture-app.json")
  : path.join(process.cwd(), ".next", "capture-app.json");

let files: CaptureAppFiles | null = null;

function captureAppFiles(): CaptureAppFiles | null {
  if (files && !dev) return files;
  if (!fs.existsSync(MANIFEST)) return null;
  files = JSON.parse(fs.readFileSync(MANIFEST, "utf8")) as CaptureAppFiles;
  return files;
}

const NOT_BUILT = dev
  ? "The capture app's bundle is not built yet: `npm run dev` builds it at start (see its output), then reload."
  : "The capture app's bundle is missing (.next/capture-app.json): run `npm run build` (it runs " +
    "scripts/build-capture-app.mjs after `next build`), then `npm start`.";

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export async function GET() {
  const built = captureAppFiles();
  if (!built)
    return new Response(`${NOT_BUILT}\n`, {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  const { script, stylesheet } = built;
  const nonce = attribute((await headers()).get("x-nonce") ?? "");
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="#2f6fed">
<title>Capture</title>
<meta name="description" content="Capture leads on the stand with your company's event forms, online or offline.">
<link rel="manifest" href="/capture/manifest.webmanifest">
<link rel="apple-touch-icon" href="/capture/icon-192.png">
<meta name="mobile-web-app-capable" content="yes">
<meta name="apple-mobile-web-app-title" content="Capture">
<meta name="apple-mobile-web-app-status-bar-style" content="default">
<link rel="stylesheet" href="${attribute(stylesheet)}">
<script type="module" nonce="${nonce}" src="${attribute(script)}"></script>
</head>
<body class="min-h-screen font-sans">
<div id="capture-root" class="min-h-screen bg-white"><p class="p-6 text-slate-700">Opening…</p></div>
</body>
</html>
`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}

// After `next build` and scripts/build-capture-app.mjs: the capture app's service worker
// (lib/capture/service-worker.ts) bundled with esbuild into public/capture-sw.js, then @serwist/build writes its
// precache list into it. The list is the capture shell only: the /capture page (revisioned by the build's id), the
// capture app's own scripts (public/capture-app/, named by their hashes, RE2 and the badge scanner's chunks too, so
// a form with a pattern of its own and a scan open offline), its stylesheet, the manifest and the icons. The studio's
// chunks (the editor, Monaco) and Next.js's client runtime are not in it. The server reads public/ when it starts,
// so this runs before `npm start`, never during it.
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const started = Date.now();
const next = ".next";
const buildId = fs.readFileSync(path.join(next, "BUILD_ID"), "utf8").trim();
const app = JSON.parse(fs.readFileSync(path.join(next, "capture-app.json"), "utf8"));
const missing = [...app.files, app.stylesheet.replace(/^\/_next\//, `${next}/`)].filter(
  (file) => !fs.existsSync(file.startsWith(next) ? file : path.join("public", file)),
);
if (missing.length) throw new Error(`The capture shell names files the build does not have: ${missing.join(", ")}`);

const bundled = path.join(next, "capture-sw.src.js");
await build({
  entryPoints: ["lib/capture/service-worker.ts"],
  outfile: bundled,
  bundle: true,
  format: "iife",
  platform: "browser",
  target: "es2022",
  minify: true,
  logLevel: "warning",
  define: { "process.env.NODE_ENV": '"production"' },
});

const { count, size, warnings } = await injectManifest({
  swSrc: bundled,
  swDest: "public/capture-sw.js",
  globDirectory: "public",
  globPatterns: app.files.map((file) => file.slice(1)),
  modifyURLPrefix: { "capture-app/": "/capture-app/" },
  // Hashed names need no cache-busting revision.
  dontCacheBustURLsMatching: /^\/capture-app\//,
  additionalPrecacheEntries: [
    { url: "/capture", revision: buildId },
    { url: app.stylesheet, revision: null },
    // zxing_reader.wasm: the badge scanner's polyfill (scripts/copy-zxing-wasm.mjs), so a scan works offline too.
    ...["manifest.webmanifest", "icon-192.png", "icon-512.png", "icon-maskable-512.png", "zxing_reader.wasm"].map(
      (file) => ({
        url: `/capture/${file}`,
        revision: buildId,
      }),
    ),
  ],
  maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
});
for (const warning of warnings) process.stderr.write(`capture service worker: ${warning}\n`);
process.stdout.write(
  `Capture service worker: ${count} files (${Math.round(size / 1024)} KiB) precached, in ${Date.now() - started} ms\n`,
);

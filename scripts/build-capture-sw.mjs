// After `next build`: the capture app's service worker (lib/capture/service-worker.ts) bundled with esbuild into
// public/capture-sw.js, then @serwist/build writes its precache list into it. The list is the capture shell only:
// the /capture page (revisioned by the build's id), the chunks its client reference manifest names plus Next.js's
// root scripts (their names carry their hashes), the manifest and the icons. The studio's chunks (the editor, Monaco)
// are not in it. The server reads public/ when it starts, so this runs before `npm start`, never during it.
import { injectManifest } from "@serwist/build";
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const started = Date.now();
const next = ".next";
const buildId = fs.readFileSync(path.join(next, "BUILD_ID"), "utf8").trim();
const buildManifest = JSON.parse(fs.readFileSync(path.join(next, "build-manifest.json"), "utf8"));
const clientManifest = fs.readFileSync(
  path.join(next, "server", "app", "capture", "page_client-reference-manifest.js"),
  "utf8",
);
const chunks = new Set([...buildManifest.rootMainFiles, ...buildManifest.polyfillFiles]);
for (const [, file] of clientManifest.matchAll(/"(?:\/_next\/)?(static\/(?:chunks|css|media)\/[^"]+)"/g))
  chunks.add(file);
const missing = [...chunks].filter((file) => !fs.existsSync(path.join(next, file)));
if (missing.length) throw new Error(`The capture shell names chunks the build does not have: ${missing.join(", ")}`);

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
  globDirectory: next,
  globPatterns: [...chunks],
  modifyURLPrefix: { "static/": "/_next/static/" },
  // Hashed names need no cache-busting revision.
  dontCacheBustURLsMatching: /^\/_next\/static\//,
  additionalPrecacheEntries: [
    { url: "/capture", revision: buildId },
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

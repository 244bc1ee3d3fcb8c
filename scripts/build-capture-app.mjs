// After `next build`: the capture app as its own bundle (docs/architecture.md "Capture mode"), from the same sources
// as everything else (components/capture, components/form, lib/capture, the engine), with esbuild: an ES module
// entry split at its dynamic imports (RE2, the badge scanner) into public/capture-app/, every file named by its
// content's hash. React is preact/compat in this bundle only (the studio keeps React): the figures that decided it
// are in docs/benchmarks.md "Where capture mode stands". The stylesheet is the one Next.js built for the root
// layout (Tailwind over every source). `.next/capture-app.json` names the entry and the stylesheet for the page
// (app/capture/route.ts) and the service worker's precache (scripts/build-capture-sw.mjs).
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import { CAPTURE_ENTRY, captureAppOptions } from "./capture-app-options.mjs";

const started = Date.now();
const ROOT = process.cwd();
const OUT = path.join("public", "capture-app");
const next = ".next";

/** The stylesheet Next.js built for the root layout (the same file on every page). */
function rootStylesheet() {
  const manifest = fs.readFileSync(
    path.join(next, "server", "app", "_not-found", "page_client-reference-manifest.js"),
    "utf8",
  );
  const match = /"\[project\]\/app\/layout":\[\{"path":"(static\/[^"]+\.css)"/.exec(manifest);
  if (!match) throw new Error("The build names no stylesheet for the root layout (app/layout.tsx)");
  if (!fs.existsSync(path.join(next, match[1]))) throw new Error(`The build has no ${match[1]}`);
  return `/_next/${match[1]}`;
}

fs.rmSync(OUT, { recursive: true, force: true });
const result = await build(captureAppOptions({ root: ROOT, outdir: OUT, production: true }));
const outputs = Object.entries(result.metafile.outputs);
const entry = outputs.find(([, output]) => output.entryPoint === CAPTURE_ENTRY);
if (!entry) throw new Error(`esbuild wrote no entry for ${CAPTURE_ENTRY}`);
const files = outputs.map(([file]) => `/${path.relative("public", file).split(path.sep).join("/")}`);
const app = {
  script: `/${path.relative("public", entry[0]).split(path.sep).join("/")}`,
  stylesheet: rootStylesheet(),
  files: files.filter((file) => file.endsWith(".js")),
};
fs.writeFileSync(path.join(next, "capture-app.json"), `${JSON.stringify(app, null, 2)}\n`);
process.stdout.write(`Capture app: ${app.files.length} scripts in ${OUT}, in ${Date.now() - started} ms\n`);

// `npm run dev`'s capture app: the production build makes the capture bundle after `next build`
// (scripts/build-capture-app.mjs), which development mode never runs, so the dev server starts this watch instead.
// esbuild rebuilds the bundle into public/capture-app-dev/ on every change of its sources, and each rebuild compiles
// the stylesheet again with Tailwind (the classes may have changed); capture-app.json beside them names both for
// app/capture/route.ts (not in .next/, which Next.js's development server empties when it starts).
import { context } from "esbuild";
import fs from "node:fs";
import path from "node:path";
import postcss from "postcss";
import tailwind from "@tailwindcss/postcss";
import { CAPTURE_ENTRY, captureAppOptions } from "./capture-app-options.mjs";

export const DEV_OUT = path.join("public", "capture-app-dev");
export const DEV_MANIFEST = path.join(DEV_OUT, "capture-app.json");

/**
 * Starts the watch in `root`; resolves after the first build, so the first /capture already finds the bundle.
 * @param {string} root
 * @param {(line: string) => void} [log]
 * @returns {Promise<() => Promise<void>>} stops the watch
 */
export async function startCaptureAppDev(root, log = (line) => void process.stdout.write(`${line}\n`)) {
  const out = path.join(root, DEV_OUT);
  const manifest = path.join(root, DEV_MANIFEST);
  const source = path.join(root, "app", "globals.css");
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(manifest), { recursive: true });
  let firstBuild;
  const built = new Promise((resolve) => (firstBuild = resolve));
  const writeStylesheetAndManifest = {
    name: "capture-app-dev",
    setup(build) {
      build.onEnd(async (result) => {
        if (result.errors.length) {
          log(`Capture app (dev): the bundle failed to build; /capture keeps the last one.`);
          firstBuild();
          return;
        }
        const started = Date.now();
        const css = await postcss([tailwind({ base: root })]).process(fs.readFileSync(source, "utf8"), {
          from: source,
        });
        fs.writeFileSync(path.join(out, "capture.css"), css.css);
        const outputs = Object.entries(result.metafile.outputs);
        const entry = outputs.find(([, output]) => output.entryPoint === CAPTURE_ENTRY);
        const publicPath = (file) => `/${path.relative(path.join(root, "public"), path.resolve(root, file))}`;
        const app = {
          script: publicPath(entry[0]).split(path.sep).join("/"),
          stylesheet: `/${path.basename(DEV_OUT)}/capture.css`,
          files: outputs
            .map(([file]) => publicPath(file).split(path.sep).join("/"))
            .filter((file) => file.endsWith(".js")),
        };
        fs.writeFileSync(manifest, `${JSON.stringify(app, null, 2)}\n`);
        log(`Capture app (dev): bundle and stylesheet rebuilt (stylesheet ${Date.now() - started} ms)`);
        firstBuild();
      });
    },
  };
  const watcher = await context({
    ...captureAppOptions({ root, outdir: out, production: false }),
    plugins: [writeStylesheetAndManifest],
  });
  await watcher.watch();
  await built;
  return () => watcher.dispose();
}

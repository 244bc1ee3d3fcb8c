// `npm run dev`'s capture app (scripts/capture-app-dev.mjs): the first build of the watch writes the bundle and a
// stylesheet with the capture screens' classes, and names both where /capture reads them in development.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEV_MANIFEST, startCaptureAppDev } from "./capture-app-dev.mjs";

const root = path.resolve(__dirname, "..");

describe("the capture app's development watch", () => {
  it("builds the bundle and its stylesheet at start and names them beside the bundle", async () => {
    const stop = await startCaptureAppDev(root, () => undefined);
    try {
      const app = JSON.parse(fs.readFileSync(path.join(root, DEV_MANIFEST), "utf8"));
      expect(app.script).toBe("/capture-app-dev/main.js");
      expect(app.files).toContain(app.script);
      const script = fs.readFileSync(path.join(root, "public", app.script), "utf8");
      expect(script).toContain("Sign this device in");
      const css = fs.readFileSync(path.join(root, "public", app.stylesheet), "utf8");
      // An arbitrary property of the form renderer's one-line inputs: Tailwind read the sources.
      expect(css).toMatch(/contain:\s*size layout style/);
    } finally {
      await stop();
    }
  }, 120_000);
});

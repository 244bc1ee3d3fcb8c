// The SurveyJS Creator harness of the side-by-side (scripts/bench/neutral.ts), built on demand into a temporary
// folder and served by a bare static server on loopback: nothing from a CDN. The page is what a CDN-less deployment
// of SurveyJS Creator gives its users: one script, esbuild-bundled from surveyjs-entry.tsx with React's production
// build and minified, and the two style sheets SurveyJS's own set-up links (survey-core's and
// survey-creator-core's, their "fontless" builds: the others load Open Sans from Google's servers), the survey JSON
// inline in the page.
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import type { SurveyJson } from "./survey-json";

const ROOT = path.resolve(__dirname, "..", "..", "..");
const STYLES = [
  "survey-core/survey-core.fontless.min.css",
  "survey-creator-core/survey-creator-core.fontless.min.css",
] as const;
const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

/** The version of SurveyJS Creator the harness bundles, from its installed package. */
export function surveyCreatorVersion(): string {
  const manifest = path.join(ROOT, "node_modules", "survey-creator-react", "package.json");
  return (JSON.parse(fs.readFileSync(manifest, "utf8")) as { version: string }).version;
}

/** Builds the harness page for `survey` into a new temporary folder; returns the folder. */
export async function buildSurveyJsHarness(survey: SurveyJson): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-bench-surveyjs-"));
  await build({
    entryPoints: [path.join(__dirname, "surveyjs-entry.tsx")],
    outfile: path.join(dir, "creator.js"),
    bundle: true,
    minify: true,
    format: "iife",
    platform: "browser",
    target: "es2022",
    jsx: "automatic",
    define: { "process.env.NODE_ENV": '"production"' },
    logLevel: "error",
  });
  const links = STYLES.map((style) => {
    const name = path.basename(style);
    fs.copyFileSync(path.join(ROOT, "node_modules", style), path.join(dir, name));
    return `<link rel="stylesheet" href="/${name}">`;
  }).join("");
  // "<" escaped, so that no text of the survey can end the script element early.
  const data = JSON.stringify(survey).replace(/</g, "\\u003c");
  fs.writeFileSync(
    path.join(dir, "index.html"),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SurveyJS Creator</title>${links}` +
      `<style>html,body{margin:0;height:100%}#root{height:100vh}</style>` +
      `<script type="application/json" id="survey">${data}</script></head>` +
      `<body><div id="root"></div><script src="/creator.js"></script></body></html>`,
  );
  return dir;
}

/** A static server of `dir` on 127.0.0.1 (port BENCH_NEUTRAL_PORT, or any free one). */
export async function serveStatic(dir: string): Promise<{ base: string; stop(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const file = path.join(dir, pathname === "/" ? "index.html" : path.normalize(pathname));
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      "content-type": TYPES[path.extname(file)] ?? "application/octet-stream",
      "cache-control": "no-cache",
    });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(Number(process.env.BENCH_NEUTRAL_PORT ?? 0), "127.0.0.1", resolve);
  });
  const { port } = server.address() as { port: number };
  return {
    base: `http://127.0.0.1:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

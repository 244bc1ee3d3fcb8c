// The baselines bench:api measures in the same run, each serving the same JSON the API answers (one event, the
// default page of events) from memory, in its own process: bare node:http (the ceiling of any Node server),
// json-server 0.17 (a popular fake REST API), and a bare Next.js route handler (what the API paid when Next.js
// served it: a throwaway app with one dynamic route, built into a temporary folder on first use).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/pg-cluster";

const ROOT = path.resolve(__dirname, "..", "..");
const NEXT_APP = path.join(ROOT, ".bench", "next-baseline");

export type Fixture = { event: unknown; page: unknown[] };
export type Baseline = { name: string; eventUrl: string; pageUrl: string; stop(): Promise<void> };

function started(child: ChildProcess, name: string, ready: RegExp): Promise<void> {
  let output = "";
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start:\n${output}`)), 60_000);
    const check = (chunk: Buffer) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on("data", check);
    child.stderr?.on("data", check);
    child.on("exit", (code) => reject(new Error(`${name} exited with ${code}:\n${output}`)));
  });
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      child.removeAllListeners("exit");
      if (child.exitCode !== null) return resolve();
      child.on("exit", () => resolve());
      child.kill("SIGTERM");
    });
}

const BARE = `
const http = require("node:http");
const { event, page } = JSON.parse(require("node:fs").readFileSync(process.argv[1], "utf8"));
const one = JSON.stringify(event), many = JSON.stringify(page);
http.createServer((req, res) => {
  const body = req.url === "/events" ? many : one;
  res.writeHead(200, {
    "Content-Type": "application/vnd.service-v1.1.5+json",
    "Content-Length": Buffer.byteLength(body),
  });
  res.end(body);
}).listen(Number(process.argv[2]), "127.0.0.1", () => console.log("ready"));
`;

export async function bareHttp(fixtureFile: string, fixture: Fixture): Promise<Baseline> {
  const port = await freePort();
  const child = spawn(process.execPath, ["-e", BARE, fixtureFile, String(port)], { stdio: ["ignore", "pipe", "pipe"] });
  await started(child, "bare node:http", /ready/);
  const id = (fixture.event as { id: number }).id;
  return {
    name: "bare node:http",
    eventUrl: `http://127.0.0.1:${port}/events/${id}`,
    pageUrl: `http://127.0.0.1:${port}/events`,
    stop: stopper(child),
  };
}

export async function jsonServer(dir: string, fixture: Fixture): Promise<Baseline> {
  const port = await freePort();
  const db = path.join(dir, "json-server-db.json");
  fs.writeFileSync(db, JSON.stringify({ events: fixture.page }));
  const bin = path.join(ROOT, "node_modules", "json-server", "lib", "cli", "bin.js");
  const child = spawn(process.execPath, [bin, db, "--port", String(port), "--host", "127.0.0.1", "--quiet"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  const base = `http://127.0.0.1:${port}`;
  // --quiet prints nothing: wait until it answers.
  const deadline = Date.now() + 30_000;
  for (;;) {
    const ok = await fetch(`${base}/events`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline || child.exitCode !== null) throw new Error("json-server did not start");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const id = (fixture.event as { id: number }).id;
  return {
    name: "json-server 0.17",
    eventUrl: `${base}/events/${id}`,
    pageUrl: `${base}/events?_start=0&_end=${fixture.page.length}`,
    stop: stopper(child),
  };
}

const ROUTE = `// A bare route handler behind a dynamic segment, like the API's /api/events/[eventId] was:
// no pipeline at all.
import fs from "node:fs";
let fixture;
export async function GET(request, context) {
  fixture ??= JSON.parse(fs.readFileSync(process.env.BENCH_FIXTURE, "utf8"));
  const { id } = await context.params;
  const body = JSON.stringify(id === "all" ? fixture.page : fixture.event);
  return new Response(body, { headers: { "Content-Type": "application/vnd.service-v1.1.5+json" } });
}
`;

/** Builds the throwaway Next.js app once (kept in .bench/, git-ignored) with this repository's own Next.js. */
function buildNextApp(): void {
  if (fs.existsSync(path.join(NEXT_APP, ".next", "BUILD_ID"))) return;
  fs.mkdirSync(path.join(NEXT_APP, "app", "events", "[id]"), { recursive: true });
  fs.writeFileSync(path.join(NEXT_APP, "app", "events", "[id]", "route.js"), ROUTE);
  fs.writeFileSync(
    path.join(NEXT_APP, "app", "layout.js"),
    "export default function Layout({ children }) { return children; }\n",
  );
  fs.writeFileSync(path.join(NEXT_APP, "package.json"), JSON.stringify({ name: "next-baseline", private: true }));
  // Turbopack resolves next and react from the repository's node_modules, two folders up.
  fs.writeFileSync(
    path.join(NEXT_APP, "next.config.js"),
    `module.exports = { compress: false, poweredByHeader: false, turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  );
  const result = spawnSync(
    process.execPath,
    [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "build"],
    {
      cwd: NEXT_APP,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`The Next.js baseline did not build:\n${result.stdout}\n${result.stderr}`);
}

export async function nextRoute(fixtureFile: string, fixture: Fixture): Promise<Baseline> {
  buildNextApp();
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(ROOT, "node_modules", "next", "dist", "bin", "next"), "start", "-p", String(port), "-H", "127.0.0.1"],
    {
      cwd: NEXT_APP,
      env: { ...process.env, NODE_ENV: "production", NEXT_TELEMETRY_DISABLED: "1", BENCH_FIXTURE: fixtureFile },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  await started(child, "the Next.js baseline", /Ready|ready/);
  const id = (fixture.event as { id: number }).id;
  return {
    name: "bare Next.js route handler",
    eventUrl: `http://127.0.0.1:${port}/events/${id}`,
    pageUrl: `http://127.0.0.1:${port}/events/all`,
    stop: stopper(child),
  };
}

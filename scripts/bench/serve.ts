// The benchmarks' server: `node server.js` (production build) on a free port (BENCH_PORT chooses one, PORT in `env`
// another), plain HTTP,
// with the given environment; BENCH_NODE_ARGS adds Node options (e.g. "--cpu-prof --cpu-prof-dir=<dir>").
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser } from "@playwright/test";

const ROOT = path.resolve(__dirname, "..", "..");

export async function serve(
  env: Record<string, string>,
): Promise<{ base: string; pid: number; stop(): Promise<void> }> {
  const child = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "server.js"],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        ...env,
        PORT: env.PORT ?? process.env.BENCH_PORT ?? "0",
        ENFORCE_HTTPS: "false",
        NODE_ENV: "production",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  let output = "";
  child.stderr.on("data", (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = /ready on http:\/\/localhost:(\d+)/.exec(output);
      if (match) resolve(Number(match[1]));
    });
    child.on("exit", () => reject(new Error(`server exited:\n${output}`)));
  });
  return {
    base: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: () =>
      new Promise((resolve) => {
        child.removeAllListeners("exit");
        child.on("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

type Served = Awaited<ReturnType<typeof serve>>;

/**
 * A browser benchmark's set-up: the production build served on a fresh embedded database that `seed` fills first
 * (in a temporary folder named after `name`), and Debian's Chromium. `stop` ends both and deletes the folder.
 */
export async function startBrowserBench<T>(
  name: string,
  seed: (dataDir: string) => Promise<T>,
): Promise<{ seeded: T; server: Served; browser: Browser; stop(): Promise<void> }> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("No production build: run `npm run build` first.");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `capture-bench-${name}-`));
  const seeded = await seed(dataDir);
  const server = await serve({ DATA_DIR: dataDir, DATABASE_URL: "" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
  return {
    seeded,
    server,
    browser,
    async stop() {
      await browser.close();
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Runs a benchmark's `main`, printing what failed and setting a failing exit code. */
export function runBench(main: () => Promise<void>): void {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}

// A deployment as the README describes it: the build copied elsewhere, `npm install --omit=dev` (no tsx, no
// TypeScript, no test tooling), then `npm start` serves the studio and the API from compiled code, and the CLI
// scripts run. Packages come from npm's cache (--prefer-offline): everything was installed here before.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VENDOR } from "../support/server";

const ROOT = path.resolve(__dirname, "..", "..");
/** What a deployment needs of the repository after `npm run build`. */
const SHIPPED = [
  "package.json",
  "package-lock.json",
  "server.js",
  "next.config.js",
  "dist",
  ".next",
  "public",
  "lib/db/migrations",
];

describe("npm install --omit=dev && npm start", () => {
  let dir = "";
  let child: ChildProcess | null = null;
  let output = "";
  let base = "";

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-deploy-"));
    for (const item of SHIPPED) {
      fs.cpSync(path.join(ROOT, item), path.join(dir, item), {
        recursive: true,
        verbatimSymlinks: true,
        filter: (source) => !source.startsWith(path.join(ROOT, ".next", "cache")),
      });
    }
    const install = spawnSync(
      "npm",
      ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--ignore-scripts"],
      { cwd: dir, encoding: "utf8", env: { ...process.env, NODE_ENV: "production" } },
    );
    if (install.status !== 0) throw new Error(`npm install --omit=dev failed:\n${install.stderr}`);
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: "production",
      PORT: "0",
      ENFORCE_HTTPS: "false",
      DATA_DIR: path.join(dir, ".data"),
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
    };
    const server = spawn("npm", ["start"], { cwd: dir, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    child = server;
    server.stdout?.on("data", (chunk) => (output += chunk));
    server.stderr?.on("data", (chunk) => (output += chunk));
    const port = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`No start within 60 s:\n${output}`)), 60_000);
      child?.stdout?.on("data", () => {
        const match = /ready on http:\/\/localhost:(\d+)/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child?.on("exit", (code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
    base = `http://127.0.0.1:${port}`;
  }, 300_000);

  afterAll(async () => {
    if (child?.pid && child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child?.on("exit", resolve));
      // npm runs the server as its child: stop the whole group, as a process manager would.
      process.kill(-child.pid, "SIGTERM");
      await exited;
    }
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
  }, 180_000);

  it("installed no development tooling", () => {
    for (const tool of ["tsx", "typescript", "vitest", "esbuild", "eslint"])
      expect(fs.existsSync(path.join(dir, "node_modules", tool)), tool).toBe(false);
  });

  it("serves the studio", async () => {
    const response = await fetch(`${base}/sign-in`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Sign in");
  });

  it("serves the API, with the demo client printed at the first start", async () => {
    const clientId = /client id:\s+(\S+)/.exec(output)?.[1] ?? "";
    const clientSecret = /client secret:\s+(\S+)/.exec(output)?.[1] ?? "";
    const token = await fetch(`${base}/api/auth`, {
      method: "POST",
      headers: {
        Accept: VENDOR,
        "Content-Type": "application/x-www-form-urlencoded",
        Authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`,
      },
      body: "grant_type=client_credentials&scope=PublicAPI",
    });
    expect(token.status).toBe(200);
    const { access_token } = (await token.json()) as { access_token: string };
    const events = await fetch(`${base}/api/events`, {
      headers: { Accept: VENDOR, Authorization: `Bearer ${access_token}` },
    });
    expect(events.status).toBe(200);
    expect(((await events.json()) as unknown[]).length).toBe(1);
  });

  it("runs the compiled CLI once the server has stopped", async () => {
    const exited = new Promise((resolve) => child?.on("exit", resolve));
    process.kill(-(child?.pid ?? 0), "SIGTERM");
    await exited;
    const env = { ...process.env, DATA_DIR: path.join(dir, ".data"), DATABASE_URL: "" };
    const credentials = spawnSync("npm", ["run", "--silent", "credentials", "--", "--company", "acme"], {
      cwd: dir,
      env,
      encoding: "utf8",
    });
    expect(credentials.stderr).toBe("");
    expect(JSON.parse(credentials.stdout.trim())).toMatchObject({
      clientId: expect.stringMatching(/^cs_/),
      companies: ["acme"],
    });
    const migrate = spawnSync("npm", ["run", "--silent", "db:migrate"], { cwd: dir, env, encoding: "utf8" });
    expect(migrate.status).toBe(0);
    expect(migrate.stderr).toContain("Migrations applied");
  });
});

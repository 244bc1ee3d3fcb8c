// Real `node server.js` processes for HTTP tests, on PGlite (a temp DATA_DIR) or PostgreSQL (a fresh database).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createTestDatabase } from "./postgres";
import type { SeedPerson } from "./seed-people";

export type { SeedPerson };

export type TestDatabase = "pglite" | "postgres";
export const DATABASES: TestDatabase[] = ["pglite", "postgres"];
export type Credentials = { clientId: string; clientSecret: string; companies: string[] };

const ROOT = path.resolve(__dirname, "..", "..");
export const VENDOR = "application/vnd.service-v1.1.5+json";

export type StartOptions = {
  database: TestDatabase;
  /** API clients to create before the server starts: one list of company usernames per client. */
  clients?: string[][];
  /** People to create before the server starts (e-mail, password, memberships). */
  people?: SeedPerson[];
  env?: Record<string, string>;
  /** Share this PostgreSQL database (a second server on the same data). */
  databaseUrl?: string;
  /** Reuse this PGlite data directory (a restart). */
  dataDir?: string;
};

export type TestServer = {
  baseUrl: string;
  port: number;
  /** The server process, for reading its memory use. */
  pid: number;
  database: TestDatabase;
  databaseUrl?: string;
  dataDir?: string;
  clients: Credentials[];
  logs(): string;
  stop(): Promise<void>;
  /** Stops the server when it still runs, then removes the data (drops the database or deletes the directory). */
  destroy(): Promise<void>;
};

function seedClients(clients: string[][], env: NodeJS.ProcessEnv): Credentials[] {
  if (!clients.length) return [];
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "tests", "support", "seed-clients.ts"), JSON.stringify(clients)],
    {
      cwd: ROOT,
      env,
      encoding: "utf8",
    },
  );
  if (result.status !== 0) throw new Error(`Creating test credentials failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").pop() ?? "[]") as Credentials[];
}

export async function startServer(options: StartOptions): Promise<TestServer> {
  if (!fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    throw new Error("No production build: run `npm run build` before the HTTP tests.");
  let databaseUrl = options.databaseUrl;
  let dropDatabase: (() => Promise<void>) | undefined;
  let dataDir = options.dataDir;
  if (options.database === "postgres" && !databaseUrl) {
    const created = await createTestDatabase();
    databaseUrl = created.url;
    dropDatabase = created.drop;
  }
  if (options.database === "pglite" && !dataDir) dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-data-"));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    ENFORCE_HTTPS: "false",
    PORT: "0",
    ...(options.database === "postgres" ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir, DATABASE_URL: "" }),
    ...options.env,
  };
  const clients = seedClients(options.clients ?? [], env);
  if (options.people?.length) {
    const seeded = spawnSync(
      path.join(ROOT, "node_modules", ".bin", "tsx"),
      [path.join(ROOT, "tests", "support", "seed-people.ts"), JSON.stringify(options.people)],
      { cwd: ROOT, env, encoding: "utf8" },
    );
    if (seeded.status !== 0) throw new Error(`Creating test people failed: ${seeded.stderr}`);
  }
  let output = "";
  const child: ChildProcess = spawn(process.execPath, ["server.js"], {
    cwd: ROOT,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The server did not start within 60 s:\n${output}`)), 60_000);
    const check = () => {
      const match = /ready on https?:\/\/localhost:(\d+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child.stdout?.on("data", check);
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${code} before it was ready:\n${output}`));
    });
  });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
  };
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    port,
    pid: child.pid ?? 0,
    database: options.database,
    databaseUrl,
    dataDir,
    clients,
    logs: () => output,
    stop,
    async destroy() {
      // Stopped first: a server left running would outlive the test run (its parent gone) on a database dropped
      // under it.
      await stop();
      await dropDatabase?.();
      if (dataDir && !options.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A token for `credentials` (and `username` when the client serves several companies). */
export async function getToken(server: TestServer, credentials: Credentials, username?: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/auth`, {
    method: "POST",
    headers: {
      Accept: VENDOR,
      "Content-Type": VENDOR,
      Authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString("base64")}`,
    },
    body: JSON.stringify({ grant_type: "client_credentials", scope: "PublicAPI", ...(username ? { username } : {}) }),
  });
  if (response.status !== 200) throw new Error(`Token request failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** fetch against the server with the versioned Accept (and Content-Type for bodies) and a bearer token. */
export function apiClient(server: TestServer, token: string) {
  return (pathname: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    if (!headers.has("Accept")) headers.set("Accept", VENDOR);
    if (!headers.has("Authorization") && token) headers.set("Authorization", `Bearer ${token}`);
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      if (!headers.has("Content-Type")) headers.set("Content-Type", VENDOR);
    }
    return fetch(`${server.baseUrl}${pathname}`, { ...init, headers, body });
  };
}

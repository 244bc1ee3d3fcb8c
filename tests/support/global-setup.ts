// Starts a throwaway PostgreSQL cluster (Debian's postgresql package) for the tests, and stops it afterwards.
// With TEST_DATABASE_URL set, that server is used instead.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

function findBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (fs.existsSync(path.join(bin, "pg_ctl")) && fs.existsSync(path.join(bin, "postgres"))) return bin;
  }
  throw new Error("The PostgreSQL server is not installed (no pg_ctl under /usr/lib/postgresql). Run `npm test`, which installs it, or `apt-get install -y postgresql`.");
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgAdminUrl", process.env.TEST_DATABASE_URL);
    return;
  }
  const bin = findBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-pg-"));
  const run = (command: string, args: string[]) => {
    const full = asRoot ? ["-u", "postgres", "--", path.join(bin, command), ...args] : args;
    const result = spawnSync(asRoot ? "runuser" : path.join(bin, command), full, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  run("initdb", ["-D", path.join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  run("pg_ctl", [
    "-D",
    path.join(dir, "data"),
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c max_connections=200`,
    "-w",
    "start",
  ]);
  project.provide("pgAdminUrl", `postgres://postgres@127.0.0.1:${port}/postgres`);
  return () => {
    try {
      run("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
}

// A throwaway PostgreSQL cluster from Debian's postgresql package, on a free port, for tests and benchmarks.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";

function findBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  for (const version of versions) {
    const bin = path.join(root, version, "bin");
    if (fs.existsSync(path.join(bin, "pg_ctl")) && fs.existsSync(path.join(bin, "postgres"))) return bin;
  }
  throw new Error(
    "The PostgreSQL server is not installed (no pg_ctl under " +
      "/usr/lib/postgresql). Run `npm test`, which installs it, or `apt-get " +
      "install -y postgresql`.",
  );
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

/** Starts a cluster (as the postgres user when running as root: PostgreSQL refuses root); `stop()` removes it. */
export async function startCluster(
  options: { durable?: boolean } = {},
): Promise<{ adminUrl: string; pid: number; stop(): void }> {
  const bin = findBin();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-pg-"));
  const run = (command: string, args: string[]) => {
    const result = asRoot
      ? spawnSync("runuser", ["-u", "postgres", "--", path.join(bin, command), ...args], { encoding: "utf8", cwd: dir })
      : spawnSync(path.join(bin, command), args, { encoding: "utf8", cwd: dir });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) execFileSync("chown", ["postgres:postgres", dir]);
  run("initdb", ["-D", path.join(dir, "data"), "-A", "trust", "-U", "postgres", "--no-sync"]);
  const port = await freePort();
  const durability = options.durable ? "" : " -c fsync=off -c synchronous_commit=off";
  run("pg_ctl", [
    "-D",
    path.join(dir, "data"),
    "-l",
    path.join(dir, "log"),
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200${durability}`,
    "-w",
    "start",
  ]);
  // The postmaster's pid, the first line of postmaster.pid (a benchmark counts its CPU time and its children's).
  const pid = Number(fs.readFileSync(path.join(dir, "data", "postmaster.pid"), "utf8").split("\n")[0]);
  return {
    adminUrl: `postgres://postgres@127.0.0.1:${port}/postgres`,
    pid,
    stop() {
      try {
        run("pg_ctl", ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"]);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

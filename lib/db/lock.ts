// One owner per embedded database: PGlite has no lock between processes, and a second process opening the
// same DATA_DIR corrupts what the first one sees. A lock file created with O_EXCL names the owner's pid.
import fs from "node:fs";
import path from "node:path";
import { StartupError } from "./startup-error";

const LOCK_FILE = "capture-studio.lock";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Takes the lock of `dataDir` for this process (a stale lock of a dead process is taken over); returns its release. */
export function acquireDataDirLock(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, "wx");
      fs.writeSync(fd, JSON.stringify({ pid: process.pid, command: process.argv.slice(1).join(" ") }));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.removeListener("exit", release);
        try {
          fs.unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      let owner: { pid?: number; command?: string } = {};
      try {
        owner = JSON.parse(fs.readFileSync(file, "utf8")) as typeof owner;
      } catch {
        // A lock being written right now, or a torn one: treat as held unless it stays unreadable.
      }
      if (owner.pid && owner.pid !== process.pid && isAlive(owner.pid)) {
        throw new StartupError(
          `DATA_DIR ${dataDir} is in use by process ${owner.pid} (${owner.command || "unknown command"}). ` +
            `Stop that process first, or point DATA_DIR at another folder (the ` +
            `embedded database allows one process at a time).`,
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new StartupError(`Could not take the lock ${file}. Remove it if no Capture Studio process is running.`);
}

// AUTH_SECRET, the key of the studio's encrypted session cookies. When the deployment does not set one, a random
// secret is made once and kept where every server process of the deployment finds it: a 0600 file in DATA_DIR
// on the embedded database (one process per folder), the database itself on PostgreSQL (several processes behind
// a load balancer must accept each other's sessions). Called by server/main.ts before Next.js starts.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { claimSetting } from "../db/repositories/deployment-settings";
import type { Env } from "../env";

export const AUTH_SECRET_FILE = "auth-secret";

const newSecret = () => randomBytes(32).toString("base64url");

/** The secret in DATA_DIR, created (mode 0600, never overwritten) when missing. */
function fileSecret(dataDir: string): string {
  const file = path.join(path.resolve(dataDir), AUTH_SECRET_FILE);
  try {
    fs.writeFileSync(file, newSecret(), { mode: 0o600, flag: "wx" });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  // A copy restored with looser permissions is tightened: the file is as secret as the sessions it protects.
  if ((fs.statSync(file).mode & 0o077) !== 0) fs.chmodSync(file, 0o600);
  const secret = fs.readFileSync(file, "utf8").trim();
  if (secret.length < 32)
    throw new Error(
      `${file} holds no usable secret: delete it to have a new one made (everybody will have to sign in again).`,
    );
  return secret;
}

/** AUTH_SECRET from the environment, or the deployment's generated one. */
export async function ensureAuthSecret(
  env: Pick<Env, "DATA_DIR" | "DATABASE_URL">,
  configured = process.env.AUTH_SECRET,
): Promise<string> {
  if (configured) return configured;
  return env.DATABASE_URL ? claimSetting("authSecret", newSecret()) : fileSecret(env.DATA_DIR);
}

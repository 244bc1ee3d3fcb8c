// The studio's SDK clients, one per signed-in credential set, kept across requests: each client caches its
// access token, and the API allows a client only 60 successful token requests a minute.
import { createHash } from "node:crypto";
import { createClient, type Client } from "../sdk";
import { readEnv } from "../env";

/** What the server keeps (encrypted, in the session cookie) to act for a signed-in person. */
export type StudioCredentials = { clientId: string; clientSecret: string; username: string | null };

/** API_BASE_URL, or this server itself over the loopback listener server.js opens (STUDIO_SELF_URL). */
export function apiBaseUrl(): string {
  const env = readEnv();
  return env.API_BASE_URL ?? process.env.STUDIO_SELF_URL ?? `http://127.0.0.1:${env.PORT}`;
}

export function newClient(credentials: StudioCredentials, fetch?: typeof globalThis.fetch): Client {
  const { clientId, clientSecret, username } = credentials;
  return createClient({ baseUrl: apiBaseUrl(), clientId, clientSecret, username: username ?? undefined, fetch, timeoutMs: 15_000 });
}

const MAX_CLIENTS = 1000;
// Per module instance, on purpose: Next.js bundles route handlers apart from pages, each with its own copy of the
// SDK, and a client must throw the error classes its callers test with instanceof.
const clients = new Map<string, Client>();

/** The secret enters the key only as a hash, so a changed secret gets a new client and no key reveals it. */
function keyOf({ clientId, clientSecret, username }: StudioCredentials): string {
  return [clientId, username ?? "", createHash("sha256").update(clientSecret).digest("base64url")].join("\u0000");
}

/** The kept client for these credentials, made on first use. */
export function clientFor(credentials: StudioCredentials): Client {
  const key = keyOf(credentials);
  const found = clients.get(key);
  if (found) {
    // Most recently used last, so that the oldest go first when the map is full.
    clients.delete(key);
    clients.set(key, found);
    return found;
  }
  const client = newClient(credentials);
  rememberClient(credentials, client);
  return client;
}

/** Keeps a client that already holds a token (the one a sign-in just checked), sparing a second token request. */
export function rememberClient(credentials: StudioCredentials, client: Client): void {
  if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
  clients.set(keyOf(credentials), client);
}

import "server-only";
// The studio's own API client. The studio authorises the person (membership and role, lib/auth/session.ts),
// then reaches the API's data like any integrator: through the SDK, with OAuth client credentials, as this one
// client acting for the person's company (the token request's `username`). The client is made once per
// deployment and kept in deployment_settings (its id); its secret is derived from AUTH_SECRET, so it is never
// stored in the clear, and a changed AUTH_SECRET re-keys it at the next start of the studio.
import { createHmac } from "node:crypto";
import {
  allowApiClient,
  apiClientExists,
  apiClientSecretMatches,
  createApiClient,
  setApiClientSecret,
} from "../../db/repositories/api-clients";
import { claimSetting, readSetting, writeSetting } from "../../db/repositories/deployment-settings";
import { readEnv } from "../../env";
import { createClient, type Client } from "../../sdk";

export const STUDIO_CLIENT_NAME = "Capture Studio (the studio itself)";

/** API_BASE_URL, or this server itself over the loopback listener server/main.ts opens (STUDIO_SELF_URL). */
export function apiBaseUrl(): string {
  const env = readEnv();
  return env.API_BASE_URL ?? process.env.STUDIO_SELF_URL ?? `http://127.0.0.1:${env.PORT}`;
}

function secretFor(clientId: string): string {
  const key = process.env.AUTH_SECRET;
  if (!key) throw new Error("AUTH_SECRET is not set: start the studio with `npm start`, which provides it.");
  return createHmac("sha256", key).update(`capture-studio api client ${clientId}`).digest("base64url");
}

type Credentials = { clientId: string; clientSecret: string };
let ready: Promise<Credentials> | undefined;

async function prepare(): Promise<Credentials> {
  const stored = await readSetting("studioClient");
  if (stored && (await apiClientExists(stored))) {
    const clientSecret = secretFor(stored);
    if (!(await apiClientSecretMatches(stored, clientSecret))) await setApiClientSecret(stored, clientSecret);
    return { clientId: stored, clientSecret };
  }
  // First use: make the client. Of several processes doing this at once, one id wins; the others' clients act
  // for no company and are never used (the secret of each is derived the same way).
  // (Stored but gone: somebody deleted it; a new one replaces it.)
  const { clientId: candidate } = await createApiClient([], { name: STUDIO_CLIENT_NAME });
  const clientId = stored
    ? (await writeSetting("studioClient", candidate), candidate)
    : await claimSetting("studioClient", candidate);
  const clientSecret = secretFor(clientId);
  await setApiClientSecret(clientId, clientSecret);
  return { clientId, clientSecret };
}

/** The studio client's id and secret, made or re-keyed on first use in this process. */
export function studioClientCredentials(): Promise<Credentials> {
  ready ??= prepare().catch((error) => {
    ready = undefined;
    throw error;
  });
  return ready;
}

/** The studio client's id (the API-clients page leaves it out of the company's list). */
export async function studioClientId(): Promise<string> {
  return (await studioClientCredentials()).clientId;
}

const MAX_CLIENTS = 1000;
// One SDK client per company, kept across requests: each caches its access token, so the studio spends one token
// request per company an hour, not one per page.
const clients = new Map<string, Client>();
const allowed = new Set<number>();

/** The SDK client acting for `company` as the studio. */
export async function companyApi(company: { id: number; username: string }): Promise<Client> {
  const { clientId, clientSecret } = await studioClientCredentials();
  if (!allowed.has(company.id)) {
    await allowApiClient(clientId, company.id);
    allowed.add(company.id);
  }
  const key = `${company.id}:${company.username}`;
  const found = clients.get(key);
  if (found) return found;
  if (clients.size >= MAX_CLIENTS) clients.delete(clients.keys().next().value!);
  const client = createClient({
    baseUrl: apiBaseUrl(),
    clientId,
    clientSecret,
    username: company.username,
    timeoutMs: 15_000,
  });
  clients.set(key, client);
  return client;
}

/** Forgets what this process knows of a company (deleted): its next use starts afresh. */
export function forgetCompanyApi(companyId: number): void {
  allowed.delete(companyId);
  for (const key of clients.keys()) if (key.startsWith(`${companyId}:`)) clients.delete(key);
}

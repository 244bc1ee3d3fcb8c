// POST /api/auth: the OAuth 2.0 client-credentials grant (RFC 6749 4.4; docs/decisions.md §2.2-§2.3).
import { markApiClientUsed, verifyApiClient } from "../../db/repositories/api-clients";
import { issueToken } from "../../db/repositories/tokens";
import { readEnv } from "../../env";
import { sharedHitStore } from "../../rate-limit/hit-store";
import { readBody } from "../body";
import type { Context, Reply } from "../endpoint";
import { ApiError } from "../errors";
import { FORWARDED_FOR_HEADER, verifyForwardedFor } from "../forwarded-for";
import { TokenThrottle, type ThrottleReason } from "../throttle";

const throttle = new TokenThrottle(sharedHitStore);
/** Each refusal names its real reason (a correct client is never told it failed). */
const THROTTLE_MESSAGES: Record<ThrottleReason, string> = {
  address: "Too many failed token requests from your address.",
  clientAddress: "Too many wrong secrets for this client from your address.",
  successes: "This client was issued too many tokens in the last minute: reuse a token until it expires.",
};
const BASIC_CHALLENGE = { "WWW-Authenticate": 'Basic realm="api"' };

const MAX_CLIENT_ID_LENGTH = 200;
const wrongCredentials = () =>
  new ApiError(
    "invalid_client",
    "The client id or secret is wrong. Check the credentials in your company's API settings.",
    { headers: BASIC_CHALLENGE },
  );

const invalidRequest = (message: string, details: Record<string, unknown> = {}) =>
  new ApiError("invalid_request", message, { details });

/** RFC 6749 2.3.1: Basic credentials are form-urlencoded before base64. */
function basicCredentials(header: string | null): { clientId: string; clientSecret: string } {
  if (!header || !/^basic\b/i.test(header)) {
    throw new ApiError(
      "invalid_client",
      "Client authentication is missing. Send Authorization: Basic <base64 of client_id:client_secret>.",
      { headers: BASIC_CHALLENGE },
    );
  }
  const encoded = header.replace(/^basic\s+/i, "").trim();
  const decoded = /^[A-Za-z0-9+/]+={0,2}$/.test(encoded) ? Buffer.from(encoded, "base64").toString("utf8") : "";
  const colon = decoded.indexOf(":");
  if (colon <= 0)
    throw invalidRequest("The Basic credentials are malformed: expected base64 of client_id:client_secret.", {
      header: "Authorization",
    });
  let credentials: { clientId: string; clientSecret: string };
  try {
    const decode = (part: string) => decodeURIComponent(part.replace(/\+/g, " "));
    credentials = { clientId: decode(decoded.slice(0, colon)), clientSecret: decode(decoded.slice(colon + 1)) };
  } catch {
    throw invalidRequest("The Basic credentials are not validly form-urlencoded.", { header: "Authorization" });
  }
  // No client id holds control characters (a NUL would even break the database query): the answer of a wrong id.
  if (/[\u0000-\u001f\u007f]/.test(credentials.clientId) || credentials.clientId.length > MAX_CLIENT_ID_LENGTH)
    throw wrongCredentials();
  return credentials;
}

function field(body: Record<string, unknown>, name: string): string | undefined {
  const value = body[name];
  if (value === undefined) return undefined;
  if (typeof value !== "string") throw invalidRequest(`${name} must be a string.`, { field: name });
  return value;
}

/** The body of a token request; a malformed one is `invalid_request`, the OAuth name (RFC 6749 5.2). */
async function readTokenRequest(request: Request): Promise<unknown> {
  try {
    return await readBody(request, { form: true });
  } catch (error) {
    if (error instanceof ApiError && (error.error === "invalidJson" || error.error === "invalidBody"))
      throw invalidRequest(error.message, error.details as Record<string, unknown>);
    throw error;
  }
}

/** The client id of a request, as far as it can be read, for counting its failure. */
function claimedClientId(header: string | null): string {
  try {
    return basicCredentials(header).clientId;
  } catch {
    return "";
  }
}

export async function issueAccessToken(context: Context): Promise<Reply> {
  // A studio sign-in names the person it acts for (forwarded-for.ts); anybody else is known by their own address.
  const headers = context.request.headers;
  const address =
    verifyForwardedFor(headers.get(FORWARDED_FOR_HEADER), process.env.AUTH_SECRET) ??
    headers.get("x-capture-client-address") ??
    "unknown";
  const progress = { secretProven: false };
  try {
    return await grant(context, address, progress);
  } catch (error) {
    // Every refusal but the throttle's own counts, malformed credentials included (docs/decisions.md §2.3).
    if (!(error instanceof ApiError && error.error === "tooManyRequests")) {
      await throttle.recordFailure(claimedClientId(context.request.headers.get("authorization")), address, {
        secretProven: progress.secretProven,
      });
    }
    throw error;
  }
}

async function grant(context: Context, address: string, progress: { secretProven: boolean }): Promise<Reply> {
  const header = context.request.headers.get("authorization");
  // Before anything else, so that an address past its limit costs nothing more, not even a parse.
  const { retryAfterSeconds: wait, reason } = await throttle.check(claimedClientId(header), address);
  if (wait > 0 && reason) {
    throw new ApiError("tooManyRequests", `${THROTTLE_MESSAGES[reason]} Try again in ${wait} seconds.`, {
      headers: { "Retry-After": String(wait) },
      details: { retryAfter: wait, reason },
    });
  }
  const { clientId, clientSecret } = basicCredentials(header);
  const raw = await readTokenRequest(context.request);
  if (raw === null || typeof raw !== "object" || Array.isArray(raw))
    throw invalidRequest("The body must be an object with grant_type and scope.");
  const body = raw as Record<string, unknown>;
  const client = await verifyApiClient(clientId, clientSecret);
  if (!client) throw wrongCredentials();
  progress.secretProven = true;
  const grantType = field(body, "grant_type");
  const scope = field(body, "scope");
  const username = field(body, "username");
  if (grantType === undefined)
    throw invalidRequest("grant_type is missing: send grant_type=client_credentials.", { field: "grant_type" });
  if (grantType !== "client_credentials")
    throw new ApiError("unsupported_grant_type", "Only grant_type=client_credentials is supported.", {
      details: { field: "grant_type" },
    });
  if (scope === undefined) throw invalidRequest("scope is missing: send scope=PublicAPI.", { field: "scope" });
  if (scope !== "PublicAPI")
    throw new ApiError("invalid_scope", "The only scope is PublicAPI.", { details: { field: "scope" } });
  let company = client.companies.length === 1 && username === undefined ? client.companies[0] : undefined;
  if (username !== undefined) company = client.companies.find((candidate) => candidate.username === username);
  if (!company) {
    throw invalidRequest(
      username === undefined
        ? "This client acts for several companies: send username with the company username to act for."
        : "This client may not act for that username. Check the company username in the account settings.",
      { field: "username" },
    );
  }
  const ttlSeconds = readEnv().TOKEN_TTL_SECONDS;
  const { accessToken } = await issueToken({ clientId: client.clientId, companyId: company.id, ttlSeconds });
  await throttle.recordSuccess(clientId);
  await markApiClientUsed(clientId);
  return {
    status: 200,
    headers: { "Cache-Control": "no-store", Pragma: "no-cache" },
    body: { access_token: accessToken, expires_in: String(ttlSeconds), token_type: "bearer", scope: "PublicAPI" },
  };
}

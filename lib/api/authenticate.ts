// Bearer tokens on data requests (docs/decisions.md §2.4): 401 unauthorized / invalidToken, 403 tokenExpired.
import { findTokenWith, type FirstRead, type Preloaded } from "../db/repositories/first-reads";
import { ApiError } from "./errors";

/**
 * Who is calling: an API client (scope `PublicAPI`) or a capture device (scope `capture`, docs/decisions.md §10.2),
 * always for one company.
 */
export type Principal =
  | { scope: "PublicAPI"; companyId: number; clientId: string; deviceId?: undefined }
  | { scope: "capture"; companyId: number; deviceId: string; clientId?: undefined };

/**
 * The token's principal. `read`, the handler's first read, is made in the same round trip to the database as the
 * token's lookup (PostgreSQL) and handed back to the handler; a refused token refuses the request all the same.
 */
const BEARER = /^bearer[ \t]+([A-Za-z0-9._~+/=-]+)[ \t]*$/i;

/** The request's bearer token as sent; null when the Authorization header carries none in the right form. */
export function bearerToken(request: Request): string | null {
  return BEARER.exec(request.headers.get("authorization") ?? "")?.[1] ?? null;
}

export async function authenticate(
  request: Request,
  read: FirstRead | null = null,
): Promise<{ principal: Principal; preloaded: Preloaded }> {
  const header = request.headers.get("authorization") ?? "";
  const match = BEARER.exec(header);
  if (!match) {
    const message = /^bearer\b/i.test(header)
      ? "The bearer token is malformed. Send Authorization: Bearer <access_token> from POST /api/auth."
      : "This request needs Authorization: Bearer <access_token>. Get a token " +
        "from POST /api/auth with your client credentials.";
    throw new ApiError(/^bearer\b/i.test(header) ? "invalidToken" : "unauthorized", message, {
      headers: {
        "WWW-Authenticate": /^bearer\b/i.test(header)
          ? 'Bearer realm="api", error="invalid_token"'
          : 'Bearer realm="api"',
      },
    });
  }
  const { token, preloaded } = await findTokenWith(match[1], read);
  if (!token) {
    throw new ApiError("invalidToken", "The access token is not valid. Request a new one from POST /api/auth.", {
      headers: { "WWW-Authenticate": 'Bearer realm="api", error="invalid_token"' },
    });
  }
  if (token.expiresAt.getTime() <= Date.now()) {
    throw new ApiError("tokenExpired", "The access token has expired. Request a new one from POST /api/auth.", {
      headers: {
        "WWW-Authenticate": 'Bearer realm="api", error="invalid_token", error_description="The access token expired"',
      },
    });
  }
  const principal: Principal = token.deviceId
    ? { scope: "capture", companyId: token.companyId, deviceId: token.deviceId }
    : { scope: "PublicAPI", companyId: token.companyId, clientId: token.clientId ?? "" };
  return { principal, preloaded };
}

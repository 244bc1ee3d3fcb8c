// A sign-in's check: the person's throttle first, then a token request through the SDK (reading the company,
// whose name and username the header shows). Every refusal is a SignInRefused with its own code.
import { CompanyUsernameError, NetworkError, RateLimitedError, ServerError, UnauthorizedError, type Client } from "../sdk";
import { signForwardedFor, FORWARDED_FOR_HEADER } from "../api/forwarded-for";
import { newClient, type StudioCredentials } from "./sdk-clients";
import { SignInThrottle } from "./sign-in-throttle";

export type SignInCode = "missingFields" | "wrongCredentials" | "companyRequired" | "companyNotAllowed" | "throttled" | "apiUnreachable" | "signInFailed";

export class SignInRefused extends Error {
  constructor(readonly code: SignInCode) {
    super(`Sign-in refused: ${code}`);
    this.name = "SignInRefused";
  }
}

export type StudioCompany = { name: string; username: string };

const THROTTLE_KEY = Symbol.for("capture-studio.sign-in-throttle");
const holder = globalThis as { [THROTTLE_KEY]?: SignInThrottle };
const throttle = (holder[THROTTLE_KEY] ??= new SignInThrottle());

/** A fetch that tells the token endpoint whose sign-in this is, signed so that it believes it (forwarded-for.ts). */
function fetchForwardingFor(address: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    const secret = process.env.AUTH_SECRET;
    if (secret && String(input instanceof Request ? input.url : input).endsWith("/api/auth")) headers.set(FORWARDED_FOR_HEADER, signForwardedFor(address, secret));
    return fetch(input, { ...init, headers });
  };
}

function refusalFor(error: unknown): SignInRefused {
  if (error instanceof UnauthorizedError) return new SignInRefused("wrongCredentials");
  if (error instanceof CompanyUsernameError) return new SignInRefused(error.reason === "notAllowed" ? "companyNotAllowed" : "companyRequired");
  if (error instanceof RateLimitedError) return new SignInRefused("throttled");
  if (error instanceof NetworkError || error instanceof ServerError) return new SignInRefused("apiUnreachable");
  return new SignInRefused("signInFailed");
}

/** The company these credentials act for, and the client (holding its token) that found it out. */
export async function verifyCredentials(credentials: StudioCredentials, address: string): Promise<{ company: StudioCompany; client: Client }> {
  if (throttle.retryAfterSeconds(credentials.clientId, address) > 0) throw new SignInRefused("throttled");
  const client = newClient(credentials, fetchForwardingFor(address));
  try {
    const { data } = await client.company.get({ fields: ["name", "username"] });
    throttle.recordSuccess(credentials.clientId, address);
    return { company: { name: data.name, username: data.username }, client };
  } catch (error) {
    const refusal = refusalFor(error);
    if (refusal.code === "wrongCredentials" || refusal.code === "companyNotAllowed" || refusal.code === "companyRequired") throttle.recordFailure(credentials.clientId, address);
    throw refusal;
  }
}

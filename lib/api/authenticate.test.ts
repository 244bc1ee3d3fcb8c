import { beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError, errorBody } from "./errors";

// The token store is the database's (tests/ checks tokens end to end over HTTP); here, the header's reading and
// each refusal, with the lookup standing in for it.
const tokens = new Map<string, { companyId: number; clientId: string; deviceId: null; expiresAt: Date }>();
const looked: string[] = [];
vi.mock("../db/repositories/tokens", () => ({
  findToken: async (token: string) => {
    looked.push(token);
    return tokens.get(token) ?? null;
  },
}));
const { authenticate } = await import("./authenticate");

// StrykerJS reports the mutant of the header's name ("authorization" → "Stryker was here!") as surviving; applied
// by hand, it fails every test here (the header is then never read), so this is a quirk of the instrumented run.

const request = (authorization?: string) =>
  new Request("http://localhost/api/events", {
    headers: authorization === undefined ? {} : { Authorization: authorization },
  });

async function refusal(authorization?: string) {
  const error = await authenticate(request(authorization)).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return {
    status: error.status,
    body: errorBody(error),
    challenge: new Headers(error.headers).get("www-authenticate"),
  };
}

beforeEach(() => {
  tokens.clear();
  looked.length = 0;
  tokens.set("good.token-_~+/=", {
    companyId: 7,
    clientId: "client-7",
    deviceId: null,
    expiresAt: new Date(Date.now() + 60_000),
  });
  tokens.set("old", { companyId: 7, clientId: "client-7", deviceId: null, expiresAt: new Date(Date.now() - 1) });
});

describe("authenticate", () => {
  it("reads a bearer token whatever the scheme's case and the spaces or tabs around it", async () => {
    for (const header of ["Bearer good.token-_~+/=", "bearer  good.token-_~+/=", "BEARER\tgood.token-_~+/= \t"]) {
      expect(await authenticate(request(header))).toEqual({
        principal: { scope: "PublicAPI", companyId: 7, clientId: "client-7" },
        preloaded: {},
      });
    }
    expect(looked).toEqual(["good.token-_~+/=", "good.token-_~+/=", "good.token-_~+/="]);
  });

  it("asks for a token when there is none or another scheme, without looking anything up", async () => {
    for (const header of [undefined, "", "Basic Y2xpZW50OnNlY3JldA==", "Bearerx abc", "token abc", "x Bearer abc"]) {
      const { status, body, challenge } = await refusal(header);
      expect(status).toBe(401);
      expect(body).toMatchObject({
        error: "unauthorized",
        message:
          "This request needs Authorization: Bearer <access_token>. Get a token " +
          "from POST /api/auth with your client credentials.",
      });
      expect(challenge).toBe('Bearer realm="api"');
    }
    expect(looked).toEqual([]);
  });

  it("calls a bearer header without a well-formed token malformed", async () => {
    for (const header of ["Bearer", "Bearer ", "Bearer two tokens", "Bearer tok$en", "Bearer tok,en"]) {
      const { status, body, challenge } = await refusal(header);
      expect(status).toBe(401);
      expect(body).toMatchObject({
        error: "invalidToken",
        message: "The bearer token is malformed. Send Authorization: Bearer <access_token> from POST /api/auth.",
      });
      expect(challenge).toBe('Bearer realm="api", error="invalid_token"');
    }
    expect(looked).toEqual([]);
  });

  it("refuses a token it does not know, and an expired one with 403", async () => {
    expect(await refusal("Bearer unknown")).toEqual({
      status: 401,
      body: expect.objectContaining({
        error: "invalidToken",
        message: "The access token is not valid. Request a new one from POST /api/auth.",
      }),
      challenge: 'Bearer realm="api", error="invalid_token"',
    });
    expect(await refusal("Bearer old")).toEqual({
      status: 403,
      body: expect.objectContaining({
        error: "tokenExpired",
        message: "The access token has expired. Request a new one from POST /api/auth.",
      }),
      challenge: 'Bearer realm="api", error="invalid_token", error_description="The access token expired"',
    });
  });

  it("counts a token as expired from the millisecond it expires", async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      tokens.set("edge", { companyId: 1, clientId: "c", deviceId: null, expiresAt: new Date(1_000_000) });
      tokens.set("next", { companyId: 1, clientId: "c", deviceId: null, expiresAt: new Date(1_000_001) });
      expect((await refusal("Bearer edge")).status).toBe(403);
      expect(await authenticate(request("Bearer next"))).toEqual({
        principal: { scope: "PublicAPI", companyId: 1, clientId: "c" },
        preloaded: {},
      });
    } finally {
      vi.useRealTimers();
    }
  });
});

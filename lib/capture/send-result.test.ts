import { describe, expect, it } from "vitest";
import {
  AbortError,
  ApiError,
  ConflictError,
  IdempotencyKeyInUseError,
  IdempotencyKeyReusedError,
  ForbiddenError,
  GoneError,
  NetworkError,
  NotFoundError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from "../sdk/errors";
import { sendResultOfError } from "./send-result";

const init = (status: number, error: string, message: string, headers: Record<string, string> = {}) => ({
  status,
  error,
  message,
  method: "POST",
  path: "/api/events/1/registrations",
  headers,
  details: { field: "values" },
});

describe("sendResultOfError", () => {
  it.each([
    ["no connection", new NetworkError({ ...init(0, "network", "fetch failed"), reachedApi: "maybe" })],
    ["an aborted try", new AbortError(init(0, "aborted", "The call was aborted."))],
    ["a 503", new ServerError(init(503, "serviceUnavailable", "Try later."))],
    ["an unknown status", new ApiError(init(418, "teapot", "No."))],
    ["something not from the SDK", new TypeError("Failed to fetch")],
  ])("retries after %s", (_, error) => {
    expect(sendResultOfError(error).kind).toBe("retry");
  });

  it("waits as long as a 429's Retry-After", () => {
    expect(
      sendResultOfError(new RateLimitedError({ ...init(429, "tooManyRequests", "Slow down."), retryAfterSeconds: 7 })),
    ).toMatchObject({ kind: "retry", retryAfterMs: 7000 });
  });

  it("retries when the key's twin is still running, after its Retry-After", () => {
    const error = new IdempotencyKeyInUseError(
      init(409, "idempotencyKeyInUse", "A request with this key is still running.", { "retry-after": "2" }),
    );
    expect(sendResultOfError(error)).toMatchObject({ kind: "retry", retryAfterMs: 2000 });
  });

  it("puts an e-mail already registered in Needs review with the API's own words", () => {
    const error = new ConflictError(
      init(
        409,
        "conflict",
        "This e-mail address is already registered for this event. Update the existing registration instead.",
      ),
    );
    expect(sendResultOfError(error)).toEqual({
      kind: "duplicate",
      message: "This e-mail address is already registered for this event. Update the existing registration instead.",
      details: { field: "values" },
    });
  });

  it("parks refused values and a key reused with other answers, with the API's message and details", () => {
    expect(sendResultOfError(new ValidationError(init(400, "invalidValues", "1 value is not valid.")))).toEqual({
      kind: "refused",
      message: "1 value is not valid.",
      details: { field: "values" },
    });
    expect(
      sendResultOfError(
        new IdempotencyKeyReusedError(init(422, "idempotencyKeyReused", "This key was used with other answers.")),
      ),
    ).toMatchObject({ kind: "refused", message: "This key was used with other answers." });
  });

  it("blocks the whole device when its token is refused, and one event when it is closed, deleted or gone", () => {
    expect(
      sendResultOfError(new UnauthorizedError(init(401, "invalidToken", "The access token is not valid."))),
    ).toMatchObject({ kind: "blocked", scope: "device" });
    expect(sendResultOfError(new ForbiddenError(init(403, "forbidden", "No.")))).toMatchObject({
      kind: "blocked",
      scope: "device",
    });
    expect(
      sendResultOfError(new ForbiddenError(init(403, "insufficientScope", "Not open for capture."))),
    ).toMatchObject({ kind: "blocked", scope: "event" });
    expect(sendResultOfError(new GoneError(init(410, "gone", "Deleted.")))).toMatchObject({
      kind: "blocked",
      scope: "event",
    });
    expect(sendResultOfError(new NotFoundError(init(404, "notFound", "No such event.")))).toMatchObject({
      kind: "blocked",
      scope: "event",
    });
  });
});

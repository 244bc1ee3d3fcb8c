import { describe, expect, it } from "vitest";
import {
  ApiError,
  GoneError,
  NetworkError,
  PreconditionFailedError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
} from "../../sdk";
import { ActionFailure, isRevoked, toActionError } from "./action-errors";

const at = (path: string, method = "GET") => ({ method, path, message: "m" });

describe("toActionError", () => {
  it("keeps a validation error's issues for the form to show", () => {
    const issues = [{ path: "questions[0].label", rule: "required", message: "label is required" }];
    const error = toActionError(
      new ValidationError({
        status: 400,
        error: "invalidQuestions",
        details: { errors: issues },
        ...at("/api/events/1", "PUT"),
      }),
    );
    expect(error).toMatchObject({ code: "invalid", details: { issues } });
  });

  it.each([
    [
      new PreconditionFailedError({ status: 412, error: "preconditionFailed", ...at("/api/events/1", "PATCH") }),
      "conflict",
    ],
    [new GoneError({ status: 410, error: "gone", ...at("/api/events/1") }), "gone"],
    [new NetworkError({ status: 0, error: "networkError", ...at("/api/events") }), "offline"],
    [new ServerError({ status: 503, error: "unavailable", ...at("/api/events") }), "busy"],
    [new ServerError({ status: 500, error: "internalError", ...at("/api/events") }), "serverError"],
    [
      new RateLimitedError({ status: 429, error: "tooManyRequests", retryAfterSeconds: 7, ...at("/api/events") }),
      "rateLimited",
    ],
    [new UnauthorizedError({ status: 401, error: "invalid_client", ...at("/api/auth", "POST") }), "apiRefused"],
    [new ApiError({ status: 418, error: "teapot", ...at("/api/events") }), "apiError"],
    [new Error("boom at /secret/path"), "unexpected"],
  ])("turns %s into %s, with a message that says what to do", (thrown, code) => {
    const error = toActionError(thrown);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(/\.$/);
    expect(error.message).not.toContain("boom");
  });

  it("says how long to wait when the API asked us to slow down", () => {
    expect(
      toActionError(
        new RateLimitedError({ status: 429, error: "tooManyRequests", retryAfterSeconds: 7, ...at("/api/events") }),
      ).message,
    ).toContain("7 seconds");
  });

  it("passes a handler's own refusal through unchanged", () => {
    expect(toActionError(new ActionFailure({ code: "companyNotAllowed", message: "Pick another company." }))).toEqual({
      code: "companyNotAllowed",
      message: "Pick another company.",
    });
  });

  it("counts only a refused token request as revoked credentials", () => {
    expect(isRevoked(new UnauthorizedError({ status: 401, error: "invalid_client", ...at("/api/auth", "POST") }))).toBe(
      true,
    );
    expect(isRevoked(new UnauthorizedError({ status: 401, error: "invalidToken", ...at("/api/events") }))).toBe(false);
  });
});

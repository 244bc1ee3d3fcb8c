import { describe, expect, it } from "vitest";
import {
  ApiError,
  ConflictError,
  ForbiddenError,
  GoneError,
  IdempotencyKeyInUseError,
  IdempotencyKeyReusedError,
  NotFoundError,
  PreconditionFailedError,
  PreconditionRequiredError,
  RangeNotSatisfiableError,
  ServerError,
  TokenExpiredError,
  UnauthorizedError,
  ValidationError,
  VersionError,
  errorClassFor,
} from "./errors";

describe("errorClassFor", () => {
  it.each([
    [400, "invalidQuestions", ValidationError],
    [400, "APIVersion", VersionError],
    [406, "APIVersion", VersionError],
    [401, "invalidToken", UnauthorizedError],
    [403, "tokenExpired", TokenExpiredError],
    [403, "forbidden", ForbiddenError],
    [404, "notFound", NotFoundError],
    [409, "conflict", ConflictError],
    [409, "idempotencyKeyInUse", IdempotencyKeyInUseError],
    [422, "idempotencyKeyReused", IdempotencyKeyReusedError],
    [410, "gone", GoneError],
    [412, "preconditionFailed", PreconditionFailedError],
    [416, "rangeNotSatisfiable", RangeNotSatisfiableError],
    [428, "preconditionRequired", PreconditionRequiredError],
    [500, "internalError", ServerError],
    [503, "unavailable", ServerError],
    [418, "teapot", ApiError],
  ] as const)("%i %s -> %s", (status, name, expected) => {
    expect(errorClassFor(status, name)).toBe(expected);
  });
});

describe("ApiError", () => {
  const error = new ValidationError({
    status: 400,
    error: "invalidQuestions",
    message: "Question 'company' (3rd): option 2 has no label",
    details: {
      errors: [{ path: "questions[2].options[1].label", rule: "optionLabel", message: "option 2 has no label" }],
    },
    method: "PATCH",
    path: "/api/events/7",
  });

  it("names the request, the status and the API's message", () => {
    expect(error.message).toBe(
      "PATCH /api/events/7 → 400 invalidQuestions: Question 'company' (3rd): option 2 has no label",
    );
    expect(error.name).toBe("ValidationError");
    expect(error).toBeInstanceOf(ApiError);
    expect(String(error)).toContain("ValidationError: PATCH /api/events/7");
  });

  it("exposes the issues of a 400", () => {
    expect(error.issues).toEqual([
      { path: "questions[2].options[1].label", rule: "optionLabel", message: "option 2 has no label" },
    ]);
  });

  it("serialises to plain data", () => {
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: "ValidationError",
      status: 400,
      error: "invalidQuestions",
      method: "PATCH",
      path: "/api/events/7",
    });
  });
});

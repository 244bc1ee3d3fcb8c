import { describe, expect, it } from "vitest";
import { ApiError, ERROR_STATUS, errorBody, toApiError } from "./errors";

describe("errors", () => {
  it("takes each error's status from the one map", () => {
    for (const [name, status] of Object.entries(ERROR_STATUS)) {
      expect(new ApiError(name as keyof typeof ERROR_STATUS, "m").status).toBe(status);
    }
  });

  it("names are camelCase except APIVersion and the OAuth names", () => {
    for (const name of Object.keys(ERROR_STATUS)) {
      expect(name === "APIVersion" || /^[a-z]+(_[a-z]+)*$/.test(name) || /^[a-z][A-Za-z]*$/.test(name)).toBe(true);
    }
  });

  it("turns an ApiError into {error, message, details}, details {} by default", () => {
    expect(errorBody(new ApiError("gone", "Deleted."))).toEqual({ error: "gone", message: "Deleted.", details: {} });
    expect(errorBody(new ApiError("APIVersion", "No.", { status: 406, details: [] }))).toEqual({ error: "APIVersion", message: "No.", details: [] });
  });

  it("keeps an ApiError as thrown", () => {
    const error = new ApiError("conflict", "Taken.", { details: { field: "values.email.value" } });
    expect(toApiError(error)).toBe(error);
  });

  it("answers anything else with a bare 500 internalError that leaks nothing", () => {
    const thrown = new Error('relation "events" does not exist at SELECT * FROM events WHERE password = \'x\'');
    const error = toApiError(thrown);
    expect(error.status).toBe(500);
    const body = JSON.stringify(errorBody(error));
    expect(body).not.toMatch(/SELECT|relation|password|at .*\.ts/);
    expect(errorBody(error)).toMatchObject({ error: "internalError", details: {} });
    expect(toApiError("a string").status).toBe(500);
  });
});

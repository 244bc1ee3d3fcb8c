import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, ERROR_STATUS, errorBody, issuesError, MAX_LISTED_ISSUES, toApiError } from "./errors";

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
    expect(errorBody(new ApiError("APIVersion", "No.", { status: 406, details: [] }))).toEqual({
      error: "APIVersion",
      message: "No.",
      details: [],
    });
  });

  it("keeps an ApiError as thrown", () => {
    const error = new ApiError("conflict", "Taken.", { details: { field: "values.email.value" } });
    expect(toApiError(error)).toBe(error);
  });

  it("answers anything else with a bare 500 internalError that leaks nothing", () => {
    const thrown = new Error("relation \"events\" does not exist at SELECT * FROM events WHERE password = 'x'");
    const error = toApiError(thrown);
    expect(error.status).toBe(500);
    const body = JSON.stringify(errorBody(error));
    expect(body).not.toMatch(/SELECT|relation|password|at .*\.ts/);
    expect(errorBody(error)).toMatchObject({ error: "internalError", details: {} });
    expect(toApiError("a string").status).toBe(500);
    expect(error.message).toBe(
      "The server failed to answer this request. Try again; if it keeps failing, contact support.",
    );
  });

  describe("logging what was not foreseen", () => {
    afterEach(() => {
      vi.unstubAllEnvs();
      vi.restoreAllMocks();
    });

    it("logs the thrown error on the server, outside tests", () => {
      const log = vi.spyOn(console, "error").mockImplementation(() => {});
      const thrown = new Error("disk full");
      vi.stubEnv("NODE_ENV", "production");
      toApiError(thrown);
      expect(log).toHaveBeenCalledWith("Unhandled error in an API request:", thrown);
      vi.stubEnv("NODE_ENV", "test");
      toApiError(thrown);
      expect(log).toHaveBeenCalledTimes(1);
      toApiError(new ApiError("gone", "Deleted."));
      expect(log).toHaveBeenCalledTimes(1);
    });
  });

  it("names the ApiError and keeps the headers it is given, none by default", () => {
    const error = new ApiError("rangeNotSatisfiable", "No.", { headers: { "Content-Range": "resources */0" } });
    expect(error.name).toBe("ApiError");
    expect(error.headers).toEqual({ "Content-Range": "resources */0" });
    expect(new ApiError("gone", "Deleted.").headers).toEqual({});
  });

  it("issuesError: the first issue in the message, the first 100 listed, all of them counted", () => {
    const issue = (n: number) => ({ message: `Problem ${n}.` });
    expect(issuesError("invalidValues", "values", [issue(1)])).toMatchObject({
      status: 400,
      error: "invalidValues",
      message: "The values are invalid (1 problem): Problem 1.",
      details: { errors: [issue(1)], errorCount: 1 },
    });
    expect(issuesError("invalidQuestions", "questions", [issue(1), issue(2)]).message).toBe(
      "The questions are invalid (2 problems): Problem 1. …",
    );
    const many = Array.from({ length: MAX_LISTED_ISSUES + 1 }, (_, n) => issue(n));
    // Never called without issues, but it must not fail then either: the message then quotes none.
    expect(issuesError("invalidValues", "values", []).message).toMatch(/\): $/);
    expect(issuesError("invalidValues", "values", many).details).toEqual({
      errors: many.slice(0, MAX_LISTED_ISSUES),
      errorCount: MAX_LISTED_ISSUES + 1,
    });
  });

  it("issuesError keeps an issue's other fields in the details", () => {
    const issue = { message: "Required.", path: ["questions", 0, "label"] };
    expect(issuesError("invalidQuestions", "questions", [issue]).details).toEqual({ errors: [issue], errorCount: 1 });
  });
});

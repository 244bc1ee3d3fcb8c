import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiError } from "./errors";
import { checkContentType, negotiateVersion, parseAccept, wantsPlainJson } from "./negotiate";

describe("negotiateVersion", () => {
  it.each([
    ["application/vnd.service-v1.1.5+json", "1.1.5"],
    ["application/vnd.service-v1.1.4+json", "1.1.4"],
    ["application/vnd.service-v1.1.4+json, application/vnd.service-v1.1.5+json", "1.1.5"],
    ["application/json", "1.1.5"],
    ["text/html, */*;q=0.1", "1.1.5"],
    ["application/vnd.service-v9.0.0+json, application/vnd.service-v1.1.4+json;q=0.2", "1.1.4"],
    ["application/vnd.service-v1.1.5+json;q=0, */*", "1.1.4"],
    ["*/*, application/vnd.service-v1.1.4+json;q=0", "1.1.5"],
  ])("%s -> %s", (accept, version) => {
    expect(negotiateVersion(accept)).toBe(version);
  });

  it.each([null, "", "text/html", "application/vnd.service-v1.1.3+json", "application/json;q=0", "*/*;q=0", "*/*, application/vnd.service-v1.1.5+json;q=0, application/vnd.service-v1.1.4+json;q=0"])("refuses %j with 406 APIVersion and empty details", (accept) => {
    try {
      negotiateVersion(accept);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 406, error: "APIVersion", details: [] });
    }
  });

  it("answers a supported version or a 406, never anything else (property)", () => {
    const entry = fc.oneof(
      fc.constantFrom("application/json", "*/*", "application/*", "text/html", "application/vnd.service-v1.1.5+json", "application/vnd.service-v1.1.4+json", "application/vnd.service-v2.0.0+json"),
      fc.string({ maxLength: 20 }),
    );
    const withQ = fc.tuple(entry, fc.option(fc.constantFrom("0", "0.5", "1", "abc"), { nil: undefined })).map(([type, q]) => (q === undefined ? type : `${type};q=${q}`));
    fc.assert(
      fc.property(fc.array(withQ, { maxLength: 5 }), (entries) => {
        try {
          expect(["1.1.5", "1.1.4"]).toContain(negotiateVersion(entries.join(", ")));
        } catch (error) {
          expect(error).toBeInstanceOf(ApiError);
          expect((error as ApiError).status).toBe(406);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("parses q-values", () => {
    expect(parseAccept("a/b;q=0.5, c/d")).toEqual([
      { type: "a/b", q: 0.5 },
      { type: "c/d", q: 1 },
    ]);
  });
});

describe("checkContentType", () => {
  it("reads supported vendor types and plain JSON; refuses the rest", () => {
    expect(checkContentType("application/vnd.service-v1.1.5+json")).toBe("json");
    expect(checkContentType("application/json; charset=utf-8")).toBe("json");
    expect(checkContentType("application/x-www-form-urlencoded", { form: true })).toBe("form");
    expect(() => checkContentType("application/vnd.service-v1.0.0+json")).toThrow(expect.objectContaining({ status: 400, error: "APIVersion", details: { header: "Content-Type" } }));
    expect(() => checkContentType("text/plain")).toThrow(expect.objectContaining({ status: 415 }));
    expect(() => checkContentType(null)).toThrow(expect.objectContaining({ status: 415 }));
  });
});

describe("wantsPlainJson (DECISIONS §2.2, the token endpoint for OAuth client libraries)", () => {
  it.each([
    ["application/json", true],
    ["application/json, application/x-www-form-urlencoded", true],
    ["text/plain, application/json;q=0.1", true],
    ["APPLICATION/JSON", true],
    [null, false],
    ["", false],
    ["*/*", false],
    ["application/*", false],
    ["application/json;q=0, */*", false],
    ["application/json, application/vnd.service-v1.1.5+json", false],
    ["application/json, application/vnd.service-v1.1.4+json;q=0.1", false],
    ["application/json, application/vnd.service-v9.9.9+json", false],
  ])("%j -> %s", (accept, expected) => {
    expect(wantsPlainJson(accept)).toBe(expected);
  });
});

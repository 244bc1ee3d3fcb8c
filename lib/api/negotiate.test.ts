import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ApiError } from "./errors";
import {
  answerVersion,
  checkContentType,
  CURRENT_VERSION,
  DEPRECATED_VERSIONS,
  mediaTypeOf,
  negotiateVersion,
  parseAccept,
  wantsPlainJson,
} from "./negotiate";

// Mutants of negotiate.ts that survive `npm run test:mutation lib/api/negotiate.ts`, and why they are equivalent:
// - :24 the q pattern with `0(\.\d{0,3})` required: "q=0" then counts as malformed, which is 0 too.
// - :24 `value ?? ""` → another text: a q without a value fails the pattern either way.
// - :38 `accept.trim()` → `accept`: a blank header has no entries, so it is refused all the same (same message).
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
    ["application/*", "1.1.5"],
    ["APPLICATION/VND.SERVICE-V1.1.4+JSON", "1.1.4"],
  ])("%s -> %s", (accept, version) => {
    expect(negotiateVersion(accept)).toBe(version);
  });

  it.each([
    null,
    "",
    "text/html",
    "application/vnd.service-v1.1.3+json",
    "application/json;q=0",
    "*/*;q=0",
    "*/*, application/vnd.service-v1.1.5+json;q=0, application/vnd.service-v1.1.4+json;q=0",
    "application/*;q=0",
    "xapplication/vnd.service-v1.1.5+json",
    "application/vnd.service-v1.1.5+jsonx",
  ])("refuses %j with 406 APIVersion and empty details", (accept) => {
    try {
      negotiateVersion(accept);
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ status: 406, error: "APIVersion", details: [] });
    }
  });

  it("answers a supported version or a 406, never anything else (property)", () => {
    const entry = fc.oneof(
      fc.constantFrom(
        "application/json",
        "*/*",
        "application/*",
        "text/html",
        "application/vnd.service-v1.1.5+json",
        "application/vnd.service-v1.1.4+json",
        "application/vnd.service-v2.0.0+json",
      ),
      fc.string({ maxLength: 20 }),
    );
    const withQ = fc
      .tuple(entry, fc.option(fc.constantFrom("0", "0.5", "1", "abc"), { nil: undefined }))
      .map(([type, q]) => (q === undefined ? type : `${type};q=${q}`));
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

  it.each([
    ["a/b;q=0", 0],
    ["a/b;q=0.123", 0.123],
    ["a/b;q=1", 1],
    ["a/b;q=1.000", 1],
    ["a/b ; Q = 0.5", 0.5],
    ["a/b;level=0.5", 1],
    // malformed q-values count as 0
    ["a/b;q=0.1234", 0],
    ["a/b;q=1.001", 0],
    ["a/b;q=1.5", 0],
    ["a/b;q=x0.5", 0],
    ["a/b;q=0.5x", 0],
    ["a/b;q", 0],
  ])("reads %j as q=%d", (header, q) => {
    expect(parseAccept(header)).toEqual([{ type: "a/b", q }]);
  });

  it("lowercases types and skips empty entries", () => {
    expect(parseAccept("A/B, , c/d,")).toEqual([
      { type: "a/b", q: 1 },
      { type: "c/d", q: 1 },
    ]);
  });

  it("says which versions it supports when it refuses", () => {
    expect(() => negotiateVersion("text/html")).toThrow(
      "None of the accepted response versions is supported. Accept " +
        "application/vnd.service-v1.1.5+json (or " +
        "application/vnd.service-v1.1.4+json, deprecated).",
    );
    expect(() => negotiateVersion(null)).toThrow(
      "The Accept header is missing. Send Accept: application/vnd.service-v1.1.5+json.",
    );
    expect(CURRENT_VERSION).toBe("1.1.5");
    expect(mediaTypeOf("1.1.4")).toBe("application/vnd.service-v1.1.4+json");
    expect([...DEPRECATED_VERSIONS]).toEqual(["1.1.4"]);
  });
});

describe("answerVersion", () => {
  it("answers in the version the client would get, or the current one when it accepts none", () => {
    expect(answerVersion("application/vnd.service-v1.1.4+json")).toBe("1.1.4");
    expect(answerVersion("text/html")).toBe("1.1.5");
    expect(answerVersion(null)).toBe("1.1.5");
  });
});

describe("checkContentType", () => {
  it("reads supported vendor types and plain JSON; refuses the rest", () => {
    expect(checkContentType("application/vnd.service-v1.1.5+json")).toBe("json");
    expect(checkContentType("application/json; charset=utf-8")).toBe("json");
    expect(checkContentType("application/x-www-form-urlencoded", { form: true })).toBe("form");
    expect(() => checkContentType("application/vnd.service-v1.0.0+json")).toThrow(
      expect.objectContaining({ status: 400, error: "APIVersion", details: { header: "Content-Type" } }),
    );
    expect(() => checkContentType("text/plain")).toThrow(expect.objectContaining({ status: 415 }));
    expect(() => checkContentType(null)).toThrow(expect.objectContaining({ status: 415 }));
  });

  it("reads the media type whatever its case and the spaces around it", () => {
    expect(checkContentType(" Application/JSON ; charset=utf-8")).toBe("json");
    expect(checkContentType("application/vnd.service-v1.1.4+json")).toBe("json");
  });

  it("admits a form only where asked, and only a form", () => {
    expect(() => checkContentType("application/x-www-form-urlencoded")).toThrow(
      expect.objectContaining({ status: 415 }),
    );
    expect(() => checkContentType("text/plain", { form: true })).toThrow(expect.objectContaining({ status: 415 }));
  });

  it.each([
    [
      "xapplication/vnd.service-v1.1.5+json",
      "The media type xapplication/vnd.service-v1.1.5+json is not supported. " +
        "Send JSON with Content-Type: application/vnd.service-v1.1.5+json.",
    ],
    [
      "application/vnd.service-v1.1.5+jsonx",
      "The media type application/vnd.service-v1.1.5+jsonx is not supported. " +
        "Send JSON with Content-Type: application/vnd.service-v1.1.5+json.",
    ],
    [null, "The request has a body but no Content-Type. Send Content-Type: application/vnd.service-v1.1.5+json."],
  ])("refuses %j with 415, naming the header", (contentType, message) => {
    expect(() => checkContentType(contentType)).toThrow(
      expect.objectContaining({
        status: 415,
        error: "unsupportedMediaType",
        message,
        details: { header: "Content-Type" },
      }),
    );
  });

  it("refuses an unknown vendor version with 400, saying which one", () => {
    expect(() => checkContentType("application/vnd.service-v1.0.0+json")).toThrow(
      "The request version 1.0.0 is obsolete or unknown. Send Content-Type: application/vnd.service-v1.1.5+json.",
    );
  });
});

describe("wantsPlainJson (docs/decisions.md §2.2, the token endpoint for OAuth client libraries)", () => {
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

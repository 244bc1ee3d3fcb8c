import { describe, expect, it } from "vitest";
import { checkUnmodifiedSince, notModifiedSince, requireUnmodifiedSince } from "./conditional";

const at = (iso: string) => new Date(iso);

describe("If-Modified-Since", () => {
  it("is not modified when the last change is at or before the date, compared in whole seconds", () => {
    expect(notModifiedSince("Sun, 06 Nov 1994 08:49:37 GMT", at("1994-11-06T08:49:37.900Z"))).toBe(true);
    expect(notModifiedSince("Sun, 06 Nov 1994 08:49:37 GMT", at("1994-11-06T08:49:36.000Z"))).toBe(true);
    expect(notModifiedSince("Sun, 06 Nov 1994 08:49:37 GMT", at("1994-11-06T08:49:38.000Z"))).toBe(false);
  });

  it.each([null, "", "yesterday", "1994-11-06"])("ignores %j", (header) => {
    expect(notModifiedSince(header, at("1970-01-01T00:00:00Z"))).toBe(false);
  });
});

describe("If-Unmodified-Since", () => {
  it("is required: 428 preconditionRequired when missing", () => {
    for (const header of [null, "", "  "]) {
      expect(() => requireUnmodifiedSince(header)).toThrow(
        expect.objectContaining({
          status: 428,
          error: "preconditionRequired",
          message:
            "PUT and PATCH need an If-Unmodified-Since header: send the " +
            "Last-Modified of the version you read, so that nobody's changes are " +
            "overwritten.",
          details: { header: "If-Unmodified-Since" },
        }),
      );
    }
  });

  it("must parse: 400 invalidHeaderValue naming the header", () => {
    expect(() => requireUnmodifiedSince("Sun, 06 Nov 1994")).toThrow(
      expect.objectContaining({
        status: 400,
        error: "invalidHeaderValue",
        message: "If-Unmodified-Since is not an HTTP-date such as 'Sun, 06 Nov 1994 08:49:37 GMT'.",
        details: { header: "If-Unmodified-Since" },
      }),
    );
  });

  it("returns the date a write is based on", () => {
    expect(requireUnmodifiedSince("Sun, 06 Nov 1994 08:49:37 GMT")).toEqual(at("1994-11-06T08:49:37Z"));
  });

  it("lets a write through when nothing changed after the date, 412 otherwise", () => {
    const basedOn = requireUnmodifiedSince("Sun, 06 Nov 1994 08:49:37 GMT");
    expect(() => checkUnmodifiedSince(basedOn, at("1994-11-06T08:49:37.999Z"))).not.toThrow();
    expect(() => checkUnmodifiedSince(basedOn, at("1994-11-06T08:49:38.000Z"))).toThrow(
      expect.objectContaining({
        status: 412,
        error: "preconditionFailed",
        message:
          "The resource was changed after the If-Unmodified-Since date. Read it " +
          "again, apply your change to the new version, and retry.",
      }),
    );
    expect(() => checkUnmodifiedSince(basedOn, at("1994-11-06T08:49:36.000Z"))).not.toThrow();
  });
});

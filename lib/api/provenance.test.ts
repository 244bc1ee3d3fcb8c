import { describe, expect, it } from "vitest";
import { ApiError } from "./errors";
import { isRfc3339, readProvenance } from "./provenance";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("isRfc3339", () => {
  it.each([
    "2026-11-27T14:05:09Z",
    "2026-11-27t14:05:09z",
    "2026-11-27 14:05:09+01:00",
    "2026-11-27T14:05:09.120-05:30",
    "2028-02-29T00:00:00Z",
    "2026-12-31T23:59:60Z",
  ])("takes %s", (value) => expect(isRfc3339(value)).toBe(true));

  it.each([
    "2026-11-27",
    "2026-11-27T14:05:09",
    "2026-11-27T14:05Z",
    "2026-13-01T00:00:00Z",
    "2026-02-29T00:00:00Z",
    "2026-11-27T24:00:00Z",
    "2026-11-27T14:05:09+25:00",
    "Fri, 27 Nov 2026 14:05:09 GMT",
    "1764252309",
  ])("refuses %s", (value) => expect(isRfc3339(value)).toBe(false));
});

describe("readProvenance", () => {
  it("is null for each header that is absent", () => {
    expect(readProvenance(headers({}))).toEqual({ capturedAt: null, formVersion: null });
  });

  it("keeps the capture time as sent and the form version as an IMF-fixdate", () => {
    expect(
      readProvenance(
        headers({
          "Capture-Captured-At": "2026-11-27T14:05:09.120+01:00",
          "Capture-Form-Version": "Friday, 27-Nov-26 09:00:00 GMT",
        }),
      ),
    ).toEqual({ capturedAt: "2026-11-27T14:05:09.120+01:00", formVersion: "Fri, 27 Nov 2026 09:00:00 GMT" });
  });

  it.each([
    ["Capture-Captured-At", "yesterday", /Capture-Captured-At header must be an RFC 3339 date-time/],
    ["Capture-Captured-At", `2026-11-27T14:05:09.${"1".repeat(60)}Z`, /RFC 3339/],
    ["Capture-Form-Version", "2026-11-27T09:00:00Z", /Capture-Form-Version header must be an HTTP-date/],
  ])("refuses a malformed %s with 400 invalidHeaderValue naming it", (name, value, message) => {
    let thrown: unknown;
    try {
      readProvenance(headers({ [name]: value }));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect(thrown).toMatchObject({ status: 400, error: "invalidHeaderValue", details: { header: name } });
    expect((thrown as ApiError).message).toMatch(message);
  });
});

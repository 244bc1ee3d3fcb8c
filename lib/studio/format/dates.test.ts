import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime } from "./dates";

describe("formatDate", () => {
  it("writes day, short month and year, whatever the runtime's locale", () => {
    expect(formatDate(new Date(Date.UTC(2026, 11, 4, 9, 30)), "UTC")).toBe("4 Dec 2026");
    expect(formatDate("2026-11-27T23:59:59Z", "UTC")).toBe("27 Nov 2026");
    expect(formatDate(Date.UTC(2027, 0, 1), "UTC")).toBe("1 Jan 2027");
  });

  it("uses the time zone it is given (the browser's own, on the client)", () => {
    expect(formatDate("2026-11-27T23:30:00Z", "Europe/Berlin")).toBe("28 Nov 2026");
    expect(formatDate("2026-11-27T01:30:00Z", "America/New_York")).toBe("26 Nov 2026");
  });

  it("answers a dash for what is not a date", () => {
    expect(formatDate("not a date", "UTC")).toBe("—");
    expect(formatDate(new Date(Number.NaN), "UTC")).toBe("—");
  });
});

describe("formatDateTime", () => {
  it("adds a 24-hour clock to the same date", () => {
    expect(formatDateTime(new Date(Date.UTC(2026, 11, 4, 14, 5)), "UTC")).toBe("4 Dec 2026, 14:05");
    expect(formatDateTime("2026-11-27T00:07:00Z", "UTC")).toBe("27 Nov 2026, 00:07");
    expect(formatDateTime("2026-11-27T00:07:00Z", "Asia/Tokyo")).toBe("27 Nov 2026, 09:07");
  });

  it("never writes the month as a number, as toLocaleString() did (11/27/2026)", () => {
    expect(formatDateTime("2026-11-27T10:00:00Z", "UTC")).not.toMatch(/\d+\/\d+\/\d+/);
  });

  it("answers a dash for what is not a date", () => {
    expect(formatDateTime("", "UTC")).toBe("—");
  });
});

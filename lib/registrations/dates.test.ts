import { describe, expect, it } from "vitest";
import { formatDateAnswer, pickLocale } from "./dates";

describe("pickLocale", () => {
  it("takes the first tag Intl knows from an Accept-Language header, en-GB otherwise", () => {
    expect(pickLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de-DE");
    expect(pickLocale("*, fr;q=0.5")).toBe("fr");
    expect(pickLocale("not a tag!!")).toBe("en-GB");
    expect(pickLocale(null)).toBe("en-GB");
  });
});

describe("formatDateAnswer", () => {
  it("shows the day and time that were entered, whatever the server's time zone", () => {
    expect(formatDateAnswer("2027-03-14", "date", "en-US")).toBe("Mar 14, 2027");
    expect(formatDateAnswer("2027-03-14", "date", "de-DE")).toBe("14.03.2027");
    expect(formatDateAnswer("2027-01-01T00:30:00", "datetime", "en-GB")).toBe("1 Jan 2027, 00:30");
    expect(formatDateAnswer("23:59:00", "time", "en-GB")).toBe("23:59");
    expect(formatDateAnswer("2027-03", "month", "en-US")).toBe("March 2027");
    expect(formatDateAnswer("2027-W11", "week", "en-US")).toBe("W11 2027");
  });

  it("leaves a value that is not in its subtype's form as it is", () => {
    expect(formatDateAnswer("14/03/2027", "date", "en-US")).toBe("14/03/2027");
  });
});

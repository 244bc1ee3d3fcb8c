import { describe, expect, it } from "vitest";
import { existingRegistrationId, leadName, leadsToday } from "./lead-summary";

describe("leadName", () => {
  it.each([
    [{ fullName: { value: " Ada Lovelace " } }, "Ada Lovelace"],
    [{ firstName: { value: "Ada" }, lastName: { value: "Lovelace" } }, "Ada Lovelace"],
    [{ email: { value: "ada@example.com" } }, "ada@example.com"],
    [{ company: { value: "Acme" } }, "Lead 7"],
  ])("names %j as %s", (values, expected) => {
    expect(leadName({ values, seq: 7 })).toBe(expected);
  });
});

describe("existingRegistrationId", () => {
  it.each([
    [{ existingId: "r0", email: "a@example.com" }, "r0"],
    [{ id: "r1" }, "r1"],
    [{ registrationId: "r2" }, "r2"],
    [{ existing: { id: "r3" } }, "r3"],
    [{ email: "x" }, null],
    [undefined, null],
    ["r4", null],
  ])("reads %j as %s", (details, expected) => {
    expect(existingRegistrationId(details)).toBe(expected);
  });
});

describe("leadsToday", () => {
  it("counts this event's leads captured on the tablet's current day, whatever their state", () => {
    const now = new Date(2027, 2, 2, 15, 0);
    const at = (day: number, hour: number) => new Date(2027, 2, day, hour, 30).toISOString();
    const leads = [
      { eventId: 1, capturedAt: at(2, 0) },
      { eventId: 1, capturedAt: at(2, 14) },
      { eventId: 1, capturedAt: at(1, 23) },
      { eventId: 2, capturedAt: at(2, 10) },
    ];
    expect(leadsToday(leads, 1, now)).toBe(2);
    expect(leadsToday(leads, 2, now)).toBe(1);
    expect(leadsToday(leads, 3, now)).toBe(0);
  });
});

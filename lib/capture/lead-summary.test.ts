import { describe, expect, it } from "vitest";
import { existingRegistrationId, leadName } from "./lead-summary";

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

import { describe, expect, it } from "vitest";
import { switchCompanySchema } from "./account";

describe("the company switch's input", () => {
  it("accepts a company username, trimmed", () => {
    expect(switchCompanySchema.parse({ username: " globex " })).toEqual({ username: "globex" });
  });

  it.each([
    ["", "enter the company username"],
    ["glo bex", "only letters, digits"],
    ["-globex", "only letters, digits"],
    ["g".repeat(64), "at most 63 characters"],
  ])("refuses %j, saying what is wrong", (username, message) => {
    const result = switchCompanySchema.safeParse({ username });
    expect(result.error?.issues[0].message).toContain(message);
  });
});

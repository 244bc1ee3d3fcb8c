import { describe, expect, it } from "vitest";
import { patternFrom, patternParts, testSample } from "./pattern-value";

describe("pattern value", () => {
  it("stores a plain string without flags and an object with them", () => {
    expect(patternFrom("^A", "")).toBe("^A");
    expect(patternFrom("^a", "i")).toEqual({ pattern: "^a", flags: "i" });
    expect(patternFrom("", "")).toBeUndefined();
    expect(patternParts({ pattern: "^a", flags: "i" })).toEqual({ source: "^a", flags: "i" });
    expect(patternParts("^A")).toEqual({ source: "^A", flags: "" });
    expect(patternParts(undefined)).toEqual({ source: "", flags: "" });
  });

  it("tests a sample value", async () => {
    expect(await testSample("^[0-9]+$", "123")).toBe("matches");
    expect(await testSample("^[0-9]+$", "12a")).toBe("noMatch");
    expect(await testSample({ pattern: "^abc$", flags: "i" }, "ABC")).toBe("matches");
    expect(await testSample("([", "x")).toBe("invalid");
    expect(await testSample("^a", "")).toBe("empty");
  });
});

import { describe, expect, it } from "vitest";
import { regexProblem } from "./regex-safety";

describe("regexProblem", () => {
  it.each([
    ["^[A-Z]{2}\\d+$", undefined],
    ["^(a+)+$", "i"],
    ["(a+){16}", "u"],
    ["^(?<area>\\d{3})-\\d{4}$", undefined],
    ["a\\\\1", undefined],
    ["^(?:uk|gb)$", "i"],
    ["^\\u00e9t\\u{e9}$", "giymsud"],
    ["x".repeat(500), undefined],
  ])("accepts %j (%s)", (source, flags) => {
    expect(regexProblem(source, flags)).toBeNull();
  });

  it.each([
    ["([", undefined, "does not compile"],
    ["a", "q", "invalid flags"],
    ["a", "ii", "invalid flags"],
    ["a", "v", "flag v"],
    ["(a)\\1", undefined, "backreference"],
    ["(?<x>a)\\k<x>", undefined, "backreference"],
    ["[\\1]", undefined, "does not compile"],
    ["^(?=.*\\d).+$", undefined, "lookahead"],
    ["^(?!test)", undefined, "lookahead"],
    ["(?<=\\$)\\d+", undefined, "lookbehind"],
    ["(?<!x)y", undefined, "lookbehind"],
    ["x".repeat(501), undefined, "longer than 500 characters"],
    ["a{99999999999}", undefined, "invalid repeat count"],
    ["(?:[a-z]{1,100}){1,100}", undefined, "invalid repeat count"],
    ["(?:[a-z]{1,30}){1,30}", undefined, "too complex"],
    ["(".repeat(20_000) + "a" + ")".repeat(20_000), undefined, "longer than 500 characters"],
  ])("refuses %j (%s): %s", (source, flags, reason) => {
    expect(regexProblem(source, flags)).toContain(reason);
  });
});

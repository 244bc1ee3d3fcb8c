import { describe, expect, it } from "vitest";
import { regexProblem } from "./regex-safety";

describe("regexProblem", () => {
  it.each([
    ["^[A-Z]{2}\\d+$", undefined],
    ["^(a+)+$", undefined],
    ["^(?<area>\\d{3})-\\d{4}$", undefined],
    ["[\\1(?=]", undefined],
    ["a\\\\1", undefined],
    ["^(?:uk|gb)$", "i"],
  ])("accepts %j", (source, flags) => {
    expect(regexProblem(source, flags)).toBeNull();
  });

  it.each([
    ["([", undefined, "does not compile"],
    ["a", "q", "does not compile"],
    ["(a)\\1", undefined, "backreference"],
    ["(?<x>a)\\k<x>", undefined, "backreference"],
    ["^(?=.*\\d).+$", undefined, "lookahead"],
    ["^(?!test)", undefined, "lookahead"],
    ["(?<=\\$)\\d+", undefined, "lookbehind"],
    ["(?<!x)y", undefined, "lookbehind"],
  ])("refuses %j (%s): %s", (source, flags, reason) => {
    expect(regexProblem(source, flags)).toContain(reason);
  });
});

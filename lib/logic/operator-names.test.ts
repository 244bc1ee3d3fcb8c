import { describe, expect, it } from "vitest";
import { ALLOWED_OPERATORS, REGEX_STRING } from "./operator-names";

describe("operator-names", () => {
  it("admits the custom operators and refuses $where", () => {
    expect(["$displayed", "$required", "$elemMatch", "$options"].every((name) => ALLOWED_OPERATORS.has(name))).toBe(
      true,
    );
    expect(ALLOWED_OPERATORS.has("$where")).toBe(false);
  });

  it('reads "/pattern/flags" strings, the pattern spanning lines', () => {
    expect(REGEX_STRING.exec("/a\nb/is")?.slice(1)).toEqual(["a\nb", "is"]);
    expect(REGEX_STRING.exec("/a/x")).toBeNull();
    expect(REGEX_STRING.exec("a/b/")).toBeNull();
  });
});

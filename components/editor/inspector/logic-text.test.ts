import { describe, expect, it } from "vitest";
import { logicMode, modeValue } from "./logic-modes";
import { checkLogicText } from "./logic-text";

describe("logicMode", () => {
  it("reads every stored form, defaults included", () => {
    expect(logicMode("displayed", undefined)).toBe("always");
    expect(logicMode("required", undefined)).toBe("never");
    expect(logicMode("displayed", false)).toBe("never");
    expect(logicMode("required", true)).toBe("always");
    expect(logicMode("displayed", "required")).toBe("followRequired");
    expect(logicMode("required", { a: 1 })).toBe("conditional");
    expect(modeValue("followRequired")).toBe("required");
    expect(modeValue("never")).toBe(false);
  });
});

describe("checkLogicText", () => {
  const ids = new Set(["country", "age"]);

  it("passes a valid expression on", () => {
    expect(checkLogicText('{"country": "NL", "age": {"$gte": 18}}', ids)).toEqual({
      ok: true,
      value: { country: "NL", age: { $gte: 18 } },
    });
  });

  it("says why text is not usable yet", () => {
    expect(checkLogicText("", ids)).toMatchObject({ ok: false });
    expect(checkLogicText('{"country": ', ids)).toMatchObject({
      ok: false,
      errors: [expect.stringMatching(/^This is not valid JSON yet/)],
    });
    expect(checkLogicText("[1]", ids)).toEqual({
      ok: false,
      errors: ['A condition is a JSON object, such as {"country": "NL"}.'],
    });
    expect(checkLogicText('{"country": {"$where": "1"}}', ids)).toEqual({
      ok: false,
      errors: ["At country.$where: $where is not allowed: logic expressions never run code."],
    });
    expect(checkLogicText('{"nation": "NL"}', ids)).toEqual({
      ok: false,
      errors: ["'nation' is not a question of this form."],
    });
  });
});

import { describe, expect, it } from "vitest";
import { parseFields, pickFields } from "./fields";

describe("fields", () => {
  it("keeps the named attributes and always id; ignores unknown names", () => {
    const fields = parseFields(new URLSearchParams("fields=name, type,nonsense"));
    expect(pickFields({ id: 1, name: "n", type: "t", questions: [] }, fields)).toEqual({ id: 1, name: "n", type: "t" });
    expect(parseFields(new URLSearchParams(""))).toBeNull();
  });

  it.each(["fields=", "fields=,,", "fields=%20,%20"])("refuses %s with invalidQueryParameterValue", (query) => {
    expect(() => parseFields(new URLSearchParams(query))).toThrow(
      expect.objectContaining({
        error: "invalidQueryParameterValue",
        message: "The fields parameter is empty. Name at least one attribute, e.g. fields=name,type, or leave it out.",
        details: { parameter: "fields" },
      }),
    );
  });

  it("keeps the whole model without a fields parameter", () => {
    const model = { id: 1, name: "n", questions: [] };
    expect(pickFields(model, null)).toBe(model);
  });
});

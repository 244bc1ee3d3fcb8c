import { describe, expect, it } from "vitest";
import { questionTypes, QUESTION_TYPE_INFO } from "./metadata";
import { NO_REQUIRED, QUESTION_TYPES } from "./schema";

describe("questionTypes", () => {
  it("lists every type once, in the description's order", () => {
    expect(questionTypes.map((info) => info.type)).toEqual([...QUESTION_TYPES]);
  });

  it("offers `required` exactly where the rules allow it", () => {
    for (const info of questionTypes) {
      const hasRequired = info.properties.some((property) => property.name === "required");
      expect(hasRequired, info.type).toBe(!NO_REQUIRED.has(info.type));
      expect(QUESTION_TYPE_INFO[info.type]).toBe(info);
    }
  });
});

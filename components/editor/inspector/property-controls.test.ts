import { describe, expect, it } from "vitest";
import { QUESTION_TYPE_INFO, questionTypes, type PropertyInfo } from "@/lib/questions";
import { controlFor, enumChoices, propertyText } from "./property-controls";

const property = (type: keyof typeof QUESTION_TYPE_INFO, name: string) =>
  QUESTION_TYPE_INFO[type].properties.find((info) => info.name === name) as PropertyInfo;

describe("controlFor", () => {
  it("maps every property of every type to a control, with a label", () => {
    for (const info of questionTypes) {
      for (const prop of info.properties) {
        expect(controlFor(info.type, prop), `${info.type}.${prop.name}`).toMatch(/^[a-zA-Z]+$/);
        expect(propertyText(info.type, prop.name)?.label, `${info.type}.${prop.name}`).toBeTruthy();
      }
    }
  });

  it("picks the control by kind", () => {
    expect(controlFor("text", property("text", "placeholder"))).toBe("text");
    expect(controlFor("number", property("number", "step"))).toBe("integer");
    expect(controlFor("select", property("select", "multiSelect"))).toBe("switch");
    expect(controlFor("text", property("text", "pattern"))).toBe("pattern");
    expect(controlFor("radio", property("radio", "options"))).toBe("options");
    expect(controlFor("email", property("email", "displayed"))).toBe("logic");
    expect(controlFor("email", property("email", "errorMessages"))).toBe("errorMessages");
  });

  it("uses native date pickers for a date's values and the options for a choice's default", () => {
    for (const name of ["initialVal", "minVal", "maxVal"])
      expect(controlFor("date", property("date", name))).toBe("date");
    expect(controlFor("date", property("date", "placeholder"))).toBe("text");
    expect(controlFor("select", property("select", "initialVal"))).toBe("optionChoice");
    expect(controlFor("radio", property("radio", "initialVal"))).toBe("optionChoice");
    expect(controlFor("text", property("text", "initialVal"))).toBe("text");
  });

  it("shows short enums as segmented controls and long ones as selects", () => {
    expect(controlFor("text", property("text", "subtype"))).toBe("segmented");
    expect(controlFor("rating", property("rating", "maxRating"))).toBe("segmented");
    expect(controlFor("text", property("text", "autoCorrect"))).toBe("segmented");
    expect(controlFor("date", property("date", "subtype"))).toBe("select");
    // Four values plus "not set": too many for one row.
    expect(controlFor("text", property("text", "autoCapitalize"))).toBe("select");
  });
});

describe("enumChoices", () => {
  it("offers 'not set' only where the property has no default", () => {
    expect(enumChoices(property("text", "autoCorrect")).map((choice) => choice.value)).toEqual([
      undefined,
      "on",
      "off",
    ]);
    expect(enumChoices(property("rating", "maxRating"))).toEqual([
      { value: "5", label: "5 stars" },
      { value: "10", label: "10 stars" },
    ]);
  });
});

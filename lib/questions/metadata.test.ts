import { describe, expect, it } from "vitest";
import { questionTypes, QUESTION_TYPE_INFO } from "./metadata";
import { eventJsonSchema } from "./json-schema";
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

type SchemaProperty = {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaProperty[];
  items?: unknown;
  properties?: object;
  default?: unknown;
};

/** The metadata's kind of a property as the JSON Schema (generated from the zod schemas) describes it. */
function kindOf(property: SchemaProperty): string {
  const types = new Set((property.anyOf ?? [property]).map((branch) => branch.type));
  if (property.type === "array") return "options";
  if (property.properties) return "errorMessages";
  if (types.has("object") && types.has("boolean")) return "logic";
  if (types.has("object") && types.has("string")) return "pattern";
  if (types.has("integer")) return "integer";
  if (types.has("boolean")) return "boolean";
  if (property.enum || (property.anyOf ?? []).some((branch) => branch.enum)) return "enum";
  return "string";
}

describe("QUESTION_TYPE_INFO agrees with the schemas", () => {
  const variants = (
    eventJsonSchema() as {
      properties: { questions: { items: { oneOf: { properties: Record<string, SchemaProperty> }[] } } };
    }
  ).properties.questions.items.oneOf.map(
    (variant) => [variant.properties.type.const as string, variant.properties] as const,
  );

  it.each(variants)("%s: the same properties, of the same kinds, with the same choices", (type, schema) => {
    const info = QUESTION_TYPE_INFO[type as keyof typeof QUESTION_TYPE_INFO];
    // Types that collect no value name `required` in their schema only to refuse it.
    const offered = Object.keys(schema).filter(
      (name) => !["id", "type", "label"].includes(name) && !(name === "required" && NO_REQUIRED.has(type as never)),
    );
    expect(info.properties.map((property) => property.name).sort()).toEqual(offered.sort());
    for (const property of info.properties) {
      // A rating's maxRating is chosen from a menu of its values (5 or 10), whatever form the schema takes it in.
      expect(property.kind, `${type}.${property.name}`).toBe(
        type === "rating" && property.name === "maxRating" ? "enum" : kindOf(schema[property.name]),
      );
      if (property.kind === "enum" && property.name !== "maxRating")
        expect(property.values, `${type}.${property.name}`).toEqual(schema[property.name].enum);
    }
    expect(info.hasLabel).toBe(type !== "divider");
    expect(info.collectsValue).toBe(!NO_REQUIRED.has(type as never));
  });

  it("names each type for people, and gives the defaults of the description", () => {
    expect(Object.fromEntries(questionTypes.map((info) => [info.type, info.title]))).toEqual({
      text: "Text",
      email: "E-mail",
      date: "Date",
      select: "Drop-down",
      checkbox: "Checkbox",
      checkboxGroup: "Checkbox group",
      radio: "Radio buttons",
      label: "Text label",
      number: "Number",
      tel: "Phone",
      url: "Web address",
      social: "Social handle",
      rating: "Rating",
      divider: "Divider",
      note: "Note",
    });
    const defaults = Object.fromEntries(
      questionTypes.flatMap((info) =>
        info.properties
          .filter((property) => "default" in property)
          .map((property) => [`${info.type}.${property.name}`, property.default]),
      ),
    );
    const expected: Record<string, unknown> = {
      "text.subtype": "normal",
      "date.subtype": "date",
      "select.multiSelect": false,
      "select.addEmpty": false,
      "checkbox.initialVal": false,
      "label.subtype": "normal",
      "number.subtype": "normal",
      "rating.maxRating": "5",
    };
    for (const info of questionTypes) {
      expected[`${info.type}.displayed`] = true;
      if (!NO_REQUIRED.has(info.type)) expected[`${info.type}.required`] = false;
    }
    expect(defaults).toEqual(expected);
    expect(QUESTION_TYPE_INFO.rating.properties[0].values).toEqual(["5", "10"]);
  });
});

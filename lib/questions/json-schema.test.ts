import { describe, expect, it } from "vitest";
import { eventJsonSchema } from "./json-schema";
import { QUESTION_TYPES } from "./schema";

type Node = {
  properties?: Record<string, Node & { description?: string; const?: string; enum?: string[] }>;
  oneOf?: Node[];
  items?: Node;
};

const questionVariants = () => ((eventJsonSchema() as Node).properties!.questions.items as Node).oneOf!;
const variant = (type: string) => questionVariants().find((item) => item.properties?.type.const === type)!;

describe("eventJsonSchema", () => {
  it("has one variant per question type, discriminated by a constant type", () => {
    expect(questionVariants().map((item) => item.properties?.type.const)).toEqual([...QUESTION_TYPES]);
  });

  it("lists the enum values of each type's properties, from the zod schemas", () => {
    expect(variant("text").properties!.subtype.enum).toEqual(["normal", "short", "multiline"]);
    expect(variant("date").properties!.subtype.enum).toEqual(["date", "datetime", "time", "week", "month"]);
  });

  it("documents properties by the description's rules, per type where they differ", () => {
    expect(variant("date").properties!.subtype.description).toContain("YYYY-Www");
    expect(variant("text").properties!.subtype.description).toContain("half-width");
    expect(variant("text").properties!.id.description).toContain("Camel-case");
    expect(variant("text").properties!.errorMessages.properties!.required.description).toContain("required field");
  });

  it("describes the event around the questions", () => {
    const root = eventJsonSchema() as Node;
    expect(Object.keys(root.properties!)).toEqual(["name", "type", "questions"]);
    expect(root.properties!.type.enum).toEqual(["standard", "checkIn"]);
  });
});

describe("eventJsonSchema: documentation everywhere", () => {
  it("documents every property of every question type, and every key of errorMessages", () => {
    for (const item of questionVariants()) {
      for (const [name, property] of Object.entries(item.properties!)) {
        expect(property.description, `${item.properties?.type.const}.${name}`).toMatch(/^[A-Z0-9a-z].{8,}/);
        if (name === "errorMessages") {
          for (const [key, message] of Object.entries(property.properties!))
            expect((message as { description?: string }).description, key).toMatch(/^Replaces the message for /);
        }
      }
    }
  });

  it("takes a type's own words where they differ, and keeps descriptions the zod schemas give", () => {
    expect(variant("number").properties!.minVal.description).toBe("Minimum: a whole number.");
    expect(variant("date").properties!.minVal.description).toBe("Earliest value, in the subtype's format.");
    expect(variant("rating").properties!.maxRating.description).toBe("Number of stars: 5 or 10.");
    expect(variant("label").properties!.subtype.description).toBe("normal or header.");
    expect(variant("checkbox").properties!.initialVal.description).toBe("Checked by default when true.");
    expect(variant("text").properties!.initialVal.description).toBe("Initial value, not a placeholder.");
    const root = eventJsonSchema() as Node & { properties: Record<string, { description?: string }> };
    expect(root.properties.name.description).toBe("The event's name.");
    // Not the words of a question's type, which share its name.
    expect(root.properties.type.description).toBe(
      "standard, or checkIn: a check-in event needs the questions fullName (text) and email (email).",
    );
    expect(root.properties.questions.description).toBe("The form's questions, in order (at most 1,000).");
  });

  it("documents the option objects of choice questions (kept once, under $defs) and the pattern's object form", () => {
    expect(JSON.stringify(eventJsonSchema().$defs)).toContain(
      '"description":"Value stored when selected. The label is stored if absent."',
    );
    expect(JSON.stringify(variant("text"))).toContain("Regular expression modifiers, e.g. i.");
  });
});

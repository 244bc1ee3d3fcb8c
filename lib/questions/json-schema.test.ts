import { describe, expect, it } from "vitest";
import { eventJsonSchema } from "./json-schema";
import { QUESTION_TYPES } from "./schema";

type Node = { properties?: Record<string, Node & { description?: string; const?: string; enum?: string[] }>; oneOf?: Node[]; items?: Node };

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

import { describe, expect, it } from "vitest";
import { newQuestion } from "@/lib/editor-store/new-question";
import { QUESTION_TYPES } from "@/lib/questions";
import { TYPE_CATALOG } from "./type-catalog";

describe("TYPE_CATALOG", () => {
  it("covers exactly the question types", () => {
    expect(Object.keys(TYPE_CATALOG).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it.each(QUESTION_TYPES)("%s: an icon, one line on what it collects, and the label a new one gets", (type) => {
    const { icon, description, defaultLabel } = TYPE_CATALOG[type];
    expect(typeof icon).toBe("function");
    expect(description).toMatch(/^[A-Z].{8,80}\.$/);
    expect(description).not.toContain("\n");
    if (type !== "divider") expect(newQuestion(type, []).label).toBe(defaultLabel);
  });
});

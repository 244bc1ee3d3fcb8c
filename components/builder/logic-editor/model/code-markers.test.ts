import { describe, expect, it } from "vitest";
import { markers } from "./code-markers";

const form = [
  { id: "jobRole", type: "radio", label: "Job role", options: [{ label: "Engineer", id: "engineer" }] },
  { id: "budget", type: "number", label: "Budget", displayed: { reason: { $displayed: true } } },
  { id: "reason", type: "text", label: "Reason" },
];

describe("markers", () => {
  it("marks a value that is none of the question's options, on its key, with the visual rules' words", () => {
    const text = '{"jobRole": "ceo"}';
    const [marker] = markers(text, form, "reason", "displayed");
    expect(marker).toMatchObject({ rule: "notAnOption", message: `Compares 'jobRole' with the text "ceo", which is not one of its options.` });
    expect(text.slice(marker.start, marker.end)).toBe('"jobRole"');
  });

  it("marks a circle through another question", () => {
    expect(markers('{"budget": {"$displayed": true}}', form, "reason", "displayed").map((marker) => marker.rule)).toEqual(["logicCycle"]);
  });

  it("has nothing to say about a valid condition", () => {
    expect(markers('{"jobRole": "engineer"}', form, "reason", "displayed")).toEqual([]);
  });
});

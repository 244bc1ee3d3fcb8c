import { describe, expect, it } from "vitest";
import { documentLoaded } from "@/lib/editor-store/document";
import { eventText, readEventText } from "./event-text";

describe("eventText and readEventText", () => {
  it("round-trips the document as the API takes it", () => {
    const input = {
      name: "Expo",
      type: "checkIn" as const,
      questions: [{ id: "email", type: "email" as const, label: "E-mail" }],
    };
    const reading = readEventText(eventText(documentLoaded(input)));
    expect(reading).toMatchObject({ ok: true, input });
  });

  it("says where the JSON breaks", () => {
    expect(readEventText('{\n  "name": "x",\n  "type": "standard"\n  "questions": []\n}')).toEqual({
      ok: false,
      message: "The JSON does not parse: a comma was expected at line 4, column 3.",
    });
  });

  it("refuses comments and trailing commas, as the API does", () => {
    expect(readEventText('{"name": "x", "type": "standard", "questions": [],}').ok).toBe(false);
    expect(readEventText('// note\n{"name": "x", "type": "standard", "questions": []}').ok).toBe(false);
  });

  it("refuses a shape the form cannot show, saying what is missing", () => {
    expect(readEventText("[]")).toMatchObject({
      ok: false,
      message: "The text must be one JSON object with name, type and questions.",
    });
    expect(readEventText('{"name": "x", "type": "expo", "questions": []}')).toMatchObject({
      ok: false,
      message: 'The event type must be "standard" or "checkIn".',
    });
    expect(
      readEventText('{"name": "x", "type": "standard", "questions": [{"id": "a", "type": "essay"}]}'),
    ).toMatchObject({
      ok: false,
      message: "Question 1 needs a string id and a known type before the form can show it.",
    });
  });
});

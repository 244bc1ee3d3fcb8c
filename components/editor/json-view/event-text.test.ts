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
      message:
        'The form cannot show this yet: question 1 ("a") has the type "essay", which is no question type. The types ' +
        "are text, email, date, select, checkbox, checkboxGroup, radio, label, number, tel, url, social, rating, " +
        "divider, note.",
    });
  });

  it("names every question the form cannot show, up to three, and how many more", () => {
    const questions = [
      { id: "ok", type: "text" },
      { id: "a", type: "textarea" },
      { type: "text" },
      "b",
      { id: "c" },
      { id: "d", type: "slider" },
    ];
    const reading = readEventText(JSON.stringify({ name: "x", type: "standard", questions }));
    expect(reading).toMatchObject({ ok: false });
    const message = reading.ok ? "" : reading.message;
    expect(message.startsWith("The form cannot show this yet: ")).toBe(true);
    expect(message).toContain('question 2 ("a") has the type "textarea", which is no question type; ');
    expect(message).toContain("question 3 has no id (a string); question 4 is not an object; and 2 more. ");
    expect(message).toContain("The types are text, email,");
    const noTypes = readEventText(JSON.stringify({ name: "x", type: "standard", questions: [{ type: "text" }] }));
    expect(noTypes).toMatchObject({
      ok: false,
      message: "The form cannot show this yet: question 1 has no id (a string).",
    });
  });
});

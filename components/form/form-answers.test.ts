import { describe, expect, it } from "vitest";
import { answersForLogic, type Question } from "@/lib/questions";
import {
  dateValueFromInput,
  initialAnswers,
  logicAnswers,
  numberFromInput,
  textFromInput,
  toValues,
} from "./form-answers";

const questions = [
  { id: "name", type: "text", label: "Name", initialVal: "Ada" },
  { id: "size", type: "number", label: "Size", initialVal: "5" },
  { id: "news", type: "checkbox", label: "News", initialVal: "true" },
  {
    id: "topics",
    type: "select",
    label: "Topics",
    multiSelect: true,
    options: [
      {
        label: "Groups",
        options: [
          { label: "AI", initialVal: true },
          { label: "Web", value: "web" },
        ],
      },
    ],
  },
  {
    id: "days",
    type: "checkboxGroup",
    label: "Days",
    options: [{ label: "Mon" }, { label: "Tue", id: "tue", initialVal: true }],
  },
  {
    id: "kind",
    type: "radio",
    label: "Kind",
    initialVal: "b",
    options: [
      { label: "A", id: "a" },
      { label: "B", id: "b" },
    ],
  },
  { id: "intro", type: "label", label: "Welcome" },
  { id: "stars", type: "rating", label: "Stars" },
] as Question[];

describe("form answers", () => {
  it("start from every initialVal, in the type's own form, option groups included", () => {
    expect(initialAnswers(questions)).toEqual({
      name: "Ada",
      size: 5,
      news: true,
      topics: ["AI"],
      days: ["tue"],
      kind: "b",
    });
  });
  it("post only answered questions that collect a value, in the API's { id: { value } } shape", () => {
    expect(toValues(questions, { name: "", size: 3, intro: "x", days: [], stars: 4, gone: "x" })).toEqual({
      size: { value: 3 },
      stars: { value: 4 },
    });
  });
  it("read for logic exactly as the server reads the values posted", () => {
    const answers = { name: "Ada", size: "12", news: "false", days: ["tue"], stars: 4, topics: [] };
    expect(logicAnswers(questions, answers)).toEqual(answersForLogic(questions, toValues(questions, answers)));
  });

  it("turn what the inputs report into answers in the API's forms", () => {
    expect(dateValueFromInput("time", "09:30")).toBe("09:30:00");
    expect(dateValueFromInput("datetime", "2027-03-01T09:30")).toBe("2027-03-01T09:30:00");
    expect(dateValueFromInput("datetime", "2027-03-01T09:30:15")).toBe("2027-03-01T09:30:15");
    expect(dateValueFromInput("week", "2027-W09")).toBe("2027-W09");
    expect(dateValueFromInput("date", "")).toBeUndefined();
    expect(numberFromInput("42")).toBe(42);
    expect(numberFromInput("3.5")).toBe(3.5);
    expect(numberFromInput(" ")).toBeUndefined();
    expect(numberFromInput("many")).toBe("many");
    expect(textFromInput("")).toBeUndefined();
    expect(textFromInput(" a ")).toBe(" a ");
  });
});

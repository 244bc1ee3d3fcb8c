import { describe, expect, it } from "vitest";
import type { Question } from "../questions";
import { createAnswerCounter, percentOf } from "./answer-counts";

const questions = [
  {
    id: "size",
    type: "select",
    label: "Size",
    options: [
      { label: "Small", value: "s" },
      { label: "Group", options: [{ label: "Large", value: "l" }] },
    ],
  },
  {
    id: "tags",
    type: "checkboxGroup",
    label: "Tags",
    options: [
      { id: "a", label: "Alpha" },
      { id: "b", label: "Beta" },
    ],
  },
  { id: "news", type: "checkbox", label: "News" },
  { id: "stars", type: "rating", label: "Stars", maxRating: 5 },
  { id: "email", type: "email", label: "E-mail" },
] as Question[];

const bars = (chart: { bars: { label: string; count: number }[] }) =>
  Object.fromEntries(chart.bars.map((bar) => [bar.label, bar.count]));

describe("createAnswerCounter", () => {
  it(
    "counts each option by its label, not answered apart, lists each chosen " +
      "item once, and skips non-choice questions",
    () => {
      const counter = createAnswerCounter(questions);
      counter.add({
        size: { value: "s" },
        tags: { value: ["a", "b", "a"] },
        news: { value: true },
        stars: { value: 5 },
      });
      counter.add({ size: { value: "l" }, tags: { value: [] }, news: { value: "false" }, stars: { value: "5" } });
      counter.add({ size: { value: "gone" } });
      const charts = counter.charts();
      expect(charts.map((chart) => chart.questionId)).toEqual(["size", "tags", "news", "stars"]);
      expect(bars(charts[0])).toEqual({ Small: 1, Large: 1, "Other values": 1, "Not answered": 0 });
      expect(bars(charts[1])).toEqual({ Alpha: 1, Beta: 1, "Not answered": 2 });
      expect(charts[1].multiple).toBe(true);
      expect(bars(charts[2])).toEqual({ yes: 1, no: 1, "Not answered": 1 });
      expect(bars(charts[3])).toEqual({
        "1 star": 0,
        "2 stars": 0,
        "3 stars": 0,
        "4 stars": 0,
        "5 stars": 2,
        "Not answered": 1,
      });
      expect(charts.every((chart) => chart.total === 3)).toBe(true);
    },
  );

  it("percentOf: whole percent, one decimal under 10 %, 0 % of nothing", () => {
    expect(percentOf(1, 3)).toBe("33 %");
    expect(percentOf(1, 30)).toBe("3.3 %");
    expect(percentOf(0, 0)).toBe("0 %");
  });
});

import { describe, expect, it } from "vitest";
import type { ErrorMessageKey } from "./schema";
import { defaultErrorMessages } from "./error-messages";
import { validateValues } from "./validate-values";

type Case = [question: Record<string, unknown>, value: unknown, kind: ErrorMessageKey];
const options = [{ label: "A" }, { label: "B" }, { label: "C" }];

// One answer per message validateValues can give without an override: the default must be that message.
const cases: Case[] = [
  [{ type: "text", required: true }, "", "required"],
  [{ type: "checkbox", required: true }, false, "required"],
  [{ type: "text", pattern: "^[0-9]+$" }, "abc", "pattern"],
  [{ type: "text", minLength: 3 }, "ab", "minLength"],
  [{ type: "text", maxLength: 2 }, "abc", "maxLength"],
  [{ type: "email" }, "not-an-address", "pattern"],
  [{ type: "url" }, "nowhere", "pattern"],
  [{ type: "social" }, "has space", "pattern"],
  [{ type: "social" }, "a_very_long_handle_indeed", "maxLength"],
  [{ type: "tel" }, "call me", "pattern"],
  [{ type: "number" }, "many", "pattern"],
  [{ type: "number", minVal: 18 }, 12, "minVal"],
  [{ type: "number", maxVal: 99 }, 120, "maxVal"],
  [{ type: "date", subtype: "week" }, "2027-03", "pattern"],
  [{ type: "date", minVal: "2027-01-01" }, "2026-12-31", "minVal"],
  [{ type: "date", maxVal: "2027-01-01" }, "2027-01-02", "maxVal"],
  [{ type: "select", multiSelect: true, minLength: 2, options }, ["A"], "minLength"],
  [{ type: "select", multiSelect: "true", maxLength: 1, options }, ["A", "B"], "maxLength"],
  [{ type: "checkboxGroup", minLength: 2, options }, ["A"], "minLength"],
  [{ type: "checkboxGroup", maxLength: 1, options }, ["A", "B"], "maxLength"],
  [{ type: "rating" }, 0, "minVal"],
  [{ type: "rating", maxRating: "5" }, 6, "maxVal"],
];

describe("defaultErrorMessages", () => {
  it.each(cases)("%o answered %o: the %s message is the one validateValues reports", (partial, value, kind) => {
    const question = { id: "q", label: "Question", ...partial };
    const reported = validateValues([question], { q: { value } }).filter((issue) => issue.kind === kind);
    expect(reported).toHaveLength(1);
    expect(defaultErrorMessages(question)[kind]).toBe(reported[0].message);
  });

  it("names the question by its id when it has no label, and shows where a bound is not set yet", () => {
    expect(defaultErrorMessages({ id: "w", type: "date", subtype: "week", label: "" }).pattern).toBe("'w' must be a week like 2027-W11.");
    expect(defaultErrorMessages({ id: "n", type: "number", label: "N" }).minVal).toBe("'N' must be at least {minVal}.");
  });

  it("has lengths for a drop-down only when it is multi-select, and nothing for types that collect no value", () => {
    expect(defaultErrorMessages({ id: "tags", type: "select", label: "Tags" })).toEqual({ required: "'Tags' is required." });
    expect(defaultErrorMessages({ id: "n", type: "note", label: "N" })).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import type { ErrorMessageKey } from "./schema";
import { defaultErrorMessages } from "./error-messages";
import { validateValues } from "./validate-values";
// Patterns run on RE2 as on the server (the capture app loads it on demand: docs/architecture.md "Capture mode").
import "../logic/safe-regex";

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
    expect(defaultErrorMessages({ id: "w", type: "date", subtype: "week", label: "" }).pattern).toBe(
      "'w' must be a week like 2027-W11.",
    );
    expect(defaultErrorMessages({ id: "n", type: "number", label: "N" }).minVal).toBe("'N' must be at least {minVal}.");
  });

  it("has lengths for a drop-down only when it is multi-select, and nothing for types that collect no value", () => {
    expect(defaultErrorMessages({ id: "tags", type: "select", label: "Tags" })).toEqual({
      required: "'Tags' is required.",
    });
    expect(defaultErrorMessages({ id: "n", type: "note", label: "N" })).toEqual({});
  });
});

describe("defaultErrorMessages: names, placeholders and per-type limits", () => {
  it("names the question by its label, else by its id, in quotes", () => {
    expect(defaultErrorMessages({ type: "email", label: "Work e-mail", id: "email" }).required).toBe(
      "'Work e-mail' is required.",
    );
    expect(defaultErrorMessages({ type: "email", label: "", id: "email" }).required).toBe("'email' is required.");
    expect(defaultErrorMessages({ type: "email", label: 5, id: "email" }).required).toBe("'email' is required.");
    expect(defaultErrorMessages({ type: "email" }).required).toBe("'' is required.");
  });

  it("writes a limit the question sets, and the placeholder of one it does not", () => {
    expect(defaultErrorMessages({ type: "text", id: "t", minLength: "2", maxLength: 9 })).toMatchObject({
      minLength: "'t' needs at least 2 characters.",
      maxLength: "'t' allows at most 9 characters.",
    });
    expect(defaultErrorMessages({ type: "checkboxGroup", id: "g" })).toMatchObject({
      minLength: "'g' needs at least {minLength} options checked.",
      maxLength: "'g' allows at most {maxLength} options checked.",
    });
    expect(defaultErrorMessages({ type: "number", id: "n", minVal: 1 })).toMatchObject({
      minVal: "'n' must be at least 1.",
      maxVal: "'n' must be at most {maxVal}.",
    });
    expect(defaultErrorMessages({ type: "number", id: "n", maxVal: "7" }).maxVal).toBe("'n' must be at most 7.");
    expect(defaultErrorMessages({ type: "date", id: "d", minVal: "2027-01-01" })).toMatchObject({
      minVal: "'d' must be on or after 2027-01-01.",
      maxVal: "'d' must be on or before {maxVal}.",
    });
    expect(defaultErrorMessages({ type: "date", id: "d", maxVal: "2027-12-31", minVal: 3 })).toMatchObject({
      minVal: "'d' must be on or after {minVal}.",
      maxVal: "'d' must be on or before 2027-12-31.",
    });
  });

  it(
    "counts selections only for a multi-select, stars up to 5 unless told " +
      "10, and gives no messages to what collects nothing",
    () => {
      expect(defaultErrorMessages({ type: "select", id: "s" }).minLength).toBeUndefined();
      expect(defaultErrorMessages({ type: "select", id: "s", multiSelect: "true", minLength: 2 }).minLength).toBe(
        "'s' needs at least 2 selections.",
      );
      expect(defaultErrorMessages({ type: "rating", id: "r" })).toMatchObject({
        minVal: "'r' must be at least 1 star.",
        maxVal: "'r' must be at most 5 stars.",
      });
      expect(defaultErrorMessages({ type: "rating", id: "r", maxRating: "10" }).maxVal).toBe(
        "'r' must be at most 10 stars.",
      );
      expect(defaultErrorMessages({ type: "note", id: "n" })).toEqual({});
    },
  );
});

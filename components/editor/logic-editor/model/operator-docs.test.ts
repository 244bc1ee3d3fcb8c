import { describe, expect, it } from "vitest";
import { OPERATOR_DOCS, PATTERN_DOCS } from "./operator-docs";

describe("OPERATOR_DOCS", () => {
  it.each(Object.entries(OPERATOR_DOCS))(
    "%s: a sentence in words, and an example that uses it ($options: the flags it takes)",
    (operator, doc) => {
      expect(doc).toMatch(/^[A-Z][a-z]+( [a-z]+)*[ :.,]/);
      expect(doc).toContain(operator === "$options" ? "i (ignore case)" : `"${operator}"`);
    },
  );
});

describe("PATTERN_DOCS", () => {
  it("says where a pattern is one, and why it is refused where it is not, with the way out for $ne", () => {
    expect(PATTERN_DOCS.pattern).toMatch(/^A regular expression here: .* \$in, \$nin, \$all and \$not\.$/);
    expect(PATTERN_DOCS.refused("$eq")).toBe(
      "Not a pattern here: $eq compares with the exact value and never " +
        "matches a pattern, so this is refused. Write the pattern as the value " +
        'itself ({"questionId": "/…/"}) or with $regex.',
    );
    expect(PATTERN_DOCS.refused("$ne")).toBe(
      "Not a pattern here: $ne compares with the exact value and never " +
        "matches a pattern, so this is refused. Write the pattern as the value " +
        'itself ({"questionId": "/…/"}) or with $regex, and "does not match" as ' +
        '{"$not": "/…/"}.',
    );
  });
});

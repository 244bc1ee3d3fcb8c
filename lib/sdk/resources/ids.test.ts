import { describe, expect, it } from "vitest";
import { checkEventId, checkRegistrationId } from "./ids";

/** Test names that tell NaN from null and "" from nothing. */
const labelled = (values: unknown[]) =>
  values.map((value) => [typeof value === "string" ? JSON.stringify(value) : String(value), value] as const);

describe("checkEventId", () => {
  it.each(labelled([1, 42, Number.MAX_SAFE_INTEGER]))("accepts %s", (_, id) => {
    expect(() => checkEventId(id)).not.toThrow();
  });

  it.each(labelled([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, "1", "..", null, undefined]))(
    "refuses %s with a TypeError",
    (_, id) => {
      expect(() => checkEventId(id)).toThrow(TypeError);
    },
  );
});

describe("checkRegistrationId", () => {
  it.each(labelled(["7f3c9a", "...", "a/..", "%2e", " "]))(
    "accepts %s: it stays one path segment once encoded",
    (_, id) => {
      expect(() => checkRegistrationId(id)).not.toThrow();
    },
  );

  it.each(labelled(["", ".", "..", 5, null, undefined]))("refuses %s with a TypeError", (_, id) => {
    expect(() => checkRegistrationId(id)).toThrow(TypeError);
  });

  it("says what was wrong", () => {
    expect(() => checkRegistrationId("..")).toThrow(/registration id .*got "\.\."/);
  });
});

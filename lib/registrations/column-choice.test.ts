import { describe, expect, it } from "vitest";
import { columnChoiceKey, readHidden, withColumn } from "./column-choice";

describe("readHidden", () => {
  it("reads the stored list of hidden column keys", () => {
    expect(readHidden('["company","fullName.otherNames"]')).toEqual(["company", "fullName.otherNames"]);
  });

  it.each([[null], [""], ["not json"], ["{}"], ['"company"'], ["42"]])("hides nothing for %j", (raw) => {
    expect(readHidden(raw)).toEqual([]);
  });

  it("keeps only strings, once each", () => {
    expect(readHidden('["a", 1, null, "a", {"b": 2}, "c"]')).toEqual(["a", "c"]);
  });
});

describe("withColumn", () => {
  it("hides a column once and shows it again", () => {
    expect(withColumn([], "company", false)).toEqual(["company"]);
    expect(withColumn(["company"], "company", false)).toEqual(["company"]);
    expect(withColumn(["company", "notes"], "company", true)).toEqual(["notes"]);
    expect(withColumn(["notes"], "company", true)).toEqual(["notes"]);
  });
});

describe("columnChoiceKey", () => {
  it("names the event, so that each event keeps its own choice", () => {
    expect(columnChoiceKey(7)).toBe("capture-studio.registration-columns.7");
    expect(columnChoiceKey(7)).not.toBe(columnChoiceKey(8));
  });
});

import { describe, expect, it } from "vitest";
import type { Question } from "../questions";
import { columnChoiceKey, offeredColumns, readHidden, shownColumns, withColumn } from "./column-choice";
import { registrationColumns } from "./columns";
import { PROVENANCE_COLUMNS } from "./provenance";

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

describe("the capture columns in the choice", () => {
  const questions = registrationColumns([
    { id: "fullName", type: "text", label: "Name" },
    { id: "company", type: "text", label: "Company" },
  ] as Question[]);
  const headers = (columns: readonly { header: string }[]) => columns.map((column) => column.header);

  it("are offered after the questions once a registration was captured on a device, not before", () => {
    expect(headers(offeredColumns(questions, PROVENANCE_COLUMNS, false))).toEqual([
      "First name",
      "Last name",
      "Other names",
      "Company",
    ]);
    expect(headers(offeredColumns(questions, PROVENANCE_COLUMNS, true))).toEqual([
      "First name",
      "Last name",
      "Other names",
      "Company",
      "Captured",
      "Device",
      "Staff",
      "Form version",
    ]);
  });

  it("are hidden and shown like the questions' columns, and the choice is remembered as text", () => {
    const offered = offeredColumns(questions, PROVENANCE_COLUMNS, true);
    let hidden = withColumn([], "capture:capturedBy.staff", false);
    hidden = withColumn(hidden, "company", false);
    const stored = readHidden(JSON.stringify(hidden));
    expect(headers(shownColumns(offered, new Set(stored)))).toEqual([
      "First name",
      "Last name",
      "Other names",
      "Captured",
      "Device",
      "Form version",
    ]);
    expect(headers(shownColumns(offered, new Set(withColumn(stored, "capture:capturedBy.staff", true))))).toContain(
      "Staff",
    );
  });

  it("a hidden capture column stays hidden while no registration shown was captured, and comes back hidden", () => {
    const hidden = new Set(["capture:formVersion"]);
    expect(headers(shownColumns(offeredColumns(questions, PROVENANCE_COLUMNS, false), hidden))).not.toContain(
      "Form version",
    );
    expect(headers(shownColumns(offeredColumns(questions, PROVENANCE_COLUMNS, true), hidden))).toEqual([
      "First name",
      "Last name",
      "Other names",
      "Company",
      "Captured",
      "Device",
      "Staff",
    ]);
  });
});

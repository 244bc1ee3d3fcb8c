import { describe, expect, it } from "vitest";
import { ID_PATTERN } from "../questions";
import { formVersionState, hasProvenance, PROVENANCE_COLUMNS, provenanceValue } from "./provenance";

const captured = {
  capturedAt: "2026-11-27T14:05:09.120+01:00",
  capturedBy: { device: "Tablet 3", staff: "Bo" },
  formVersion: "Fri, 27 Nov 2026 09:00:00 GMT",
};

describe("hasProvenance", () => {
  it("is true for a registration a device sent, false when the attributes are absent or null", () => {
    expect(hasProvenance(captured)).toBe(true);
    expect(hasProvenance({ capturedBy: { device: "Tablet 3", staff: "Bo" } })).toBe(true);
    expect(hasProvenance({})).toBe(false);
    expect(hasProvenance({ capturedAt: null, capturedBy: null, formVersion: null })).toBe(false);
  });
});

describe("provenanceValue", () => {
  it("reads each column's attribute, empty when absent", () => {
    expect(PROVENANCE_COLUMNS.map((column) => provenanceValue(captured, column.field))).toEqual([
      "2026-11-27T14:05:09.120+01:00",
      "Tablet 3",
      "Bo",
      "Fri, 27 Nov 2026 09:00:00 GMT",
    ]);
    expect(PROVENANCE_COLUMNS.map((column) => provenanceValue({ capturedBy: null }, column.field))).toEqual([
      "",
      "",
      "",
      "",
    ]);
  });

  it("has keys no question id can take, so a question called capturedAt keeps its own column", () => {
    for (const column of PROVENANCE_COLUMNS) expect(ID_PATTERN.test(column.key)).toBe(false);
    expect(new Set(PROVENANCE_COLUMNS.map((column) => column.key)).size).toBe(PROVENANCE_COLUMNS.length);
  });
});

describe("formVersionState", () => {
  const event = "Fri, 27 Nov 2026 09:00:00 GMT";

  it("is current when the lead was filled against the event as it is now", () => {
    expect(formVersionState("Fri, 27 Nov 2026 09:00:00 GMT", event)).toEqual({ kind: "current" });
    // The page read the event before a device took its newest version.
    expect(formVersionState("Fri, 27 Nov 2026 10:00:00 GMT", event)).toEqual({ kind: "current" });
  });

  it("is older, with that version's time, when the event changed since", () => {
    expect(formVersionState("Thu, 26 Nov 2026 17:45:00 GMT", event)).toEqual({
      kind: "older",
      version: new Date("2026-11-26T17:45:00Z"),
    });
  });

  it("shows a value that is no date, or that has no event time to compare with, as it came", () => {
    expect(formVersionState("yesterday", event)).toEqual({ kind: "unknown", text: "yesterday" });
    expect(formVersionState("Fri, 27 Nov 2026 09:00:00 GMT", null)).toEqual({
      kind: "unknown",
      text: "Fri, 27 Nov 2026 09:00:00 GMT",
    });
  });
});

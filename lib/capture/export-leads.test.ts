import { describe, expect, it } from "vitest";
import type { Question } from "../questions";
import { exportFileName, unsentLeadsCsv, unsentLeadsJson } from "./export-leads";
import type { Lead } from "./queue";

const lead = (n: number, extra: Partial<Lead> = {}): Lead => ({
  id: `lead-${n}`,
  key: `lead-${n}`,
  eventId: 1,
  values: { email: { value: `v${n}@example.com` }, topics: { value: ["a", "b"] } },
  capturedAt: `2026-11-27T09:00:0${n}Z`,
  formVersion: "Fri, 27 Nov 2026 08:00:00 GMT",
  staff: "Ada",
  seq: n,
  status: "waiting",
  attempts: 0,
  nextAttemptAt: null,
  ...extra,
});

describe("unsent leads export", () => {
  const leads = [
    lead(2, { status: "parked", problem: { kind: "refused", message: "Job role is required." } }),
    lead(1),
    lead(3, { status: "sent", registrationId: "r3" }),
    lead(4, { values: { email: { value: "=cmd|' /C calc'!A0" } } }),
  ];

  it("writes the unsent leads only, in capture order, with labels, metadata and neutralised formulas", () => {
    const questions = new Map([[1, [{ id: "email", type: "email", label: "E-mail" } as Question]]]);
    const lines = unsentLeadsCsv(leads, questions)
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe("E-mail,topics,Event id,Captured at,Staff,Form version,State,Problem,Lead id");
    expect(lines.slice(1).map((line) => line.split(",").at(-1))).toEqual(["lead-1", "lead-2", "lead-4"]);
    expect(lines[2]).toContain("Parked");
    expect(lines[2]).toContain("Job role is required.");
    expect(lines[1]).toContain('"a, b"');
    expect(lines[3]).toContain("'=cmd");
  });

  it("writes JSON the API could take, with each lead's key and state", () => {
    const parsed = JSON.parse(unsentLeadsJson(leads, "2026-11-27T10:00:00Z"));
    expect(parsed.exportedAt).toBe("2026-11-27T10:00:00Z");
    expect(parsed.leads.map((each: { id: string; state: string }) => [each.id, each.state])).toEqual([
      ["lead-1", "waiting"],
      ["lead-2", "parked"],
      ["lead-4", "waiting"],
    ]);
    expect(parsed.leads[0]).toMatchObject({ idempotencyKey: "lead-1", values: { email: { value: "v1@example.com" } } });
  });

  it("names the file after the company and the time", () => {
    expect(exportFileName("acme co", new Date("2026-11-27T10:05:00Z"), "csv")).toBe(
      "unsent-leads-acme_co-2026-11-27-10-05.csv",
    );
  });
});

import { describe, expect, it, vi } from "vitest";
import { eventIdFrom, pageCountOf, positionsOf } from "./registrations-page";

vi.mock("server-only", () => ({}));

describe("positionsOf: newest first, 50 a page, in creation-order positions", () => {
  it.each([
    [1, 230, { from: 180, to: 229 }],
    [4, 230, { from: 30, to: 79 }],
    [5, 230, { from: 0, to: 29 }],
    [6, 230, null],
    [1, 0, null],
    [1, 50, { from: 0, to: 49 }],
  ])("page %i of %i registrations → %j", (page, total, expected) => {
    expect(positionsOf(page, total)).toEqual(expected);
  });

  it("pageCountOf has at least one page", () => {
    expect([0, 1, 50, 51, 230].map(pageCountOf)).toEqual([1, 1, 1, 2, 5]);
  });
});

describe("eventIdFrom", () => {
  it("takes positive whole numbers an event id can be, nothing else", () => {
    expect(eventIdFrom("12")).toBe(12);
    expect(["0", "-1", "1.5", "abc", "01", "2147483648", ""].map(eventIdFrom)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});

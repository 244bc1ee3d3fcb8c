import { describe, expect, it } from "vitest";
import type { EventVersion } from "@/lib/sdk";
import { groupVersions } from "./group-versions";

const base = Date.UTC(2026, 10, 27, 9, 0, 0);
const version = (id: number, minute: number, extra: Partial<EventVersion> = {}): EventVersion => ({
  id,
  created: new Date(base + minute * 60_000).toUTCString(),
  author: { kind: "person", name: "Ada" },
  how: "editor",
  summary: [],
  ...extra,
});
const ids = (rows: ReturnType<typeof groupVersions>) => rows.map((row) => row.versions.map((v) => v.id));

describe("groupVersions", () => {
  it("puts one person's saves within ten minutes of each other in one row, newest first", () => {
    expect(ids(groupVersions([version(3, 18), version(2, 9), version(1, 0)]))).toEqual([[3, 2, 1]]);
  });

  it("starts a new row after a longer pause, for another author, and for another kind of author", () => {
    const rows = groupVersions([
      version(5, 60),
      version(4, 40),
      version(3, 38, { author: { kind: "person", name: "Grace" } }),
      version(2, 37, { author: { kind: "client", name: "Ada" } }),
      version(1, 36),
    ]);
    expect(ids(rows)).toEqual([[5], [4], [3], [2], [1]]);
  });

  it("keeps named versions, restores, imports and API writes in rows of their own", () => {
    const rows = groupVersions([
      version(5, 4),
      version(4, 3, { name: "Before the show" }),
      version(3, 2, { how: "restore", restoredFrom: 1 }),
      version(2, 1, { how: "import" }),
      version(1, 0, { how: "api" }),
    ]);
    expect(ids(rows)).toEqual([[5], [4], [3], [2], [1]]);
  });

  it("answers no rows for no versions", () => {
    expect(groupVersions([])).toEqual([]);
  });
});

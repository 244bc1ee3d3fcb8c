import { describe, expect, it } from "vitest";
import { configureGc, GC_FLAGS } from "./gc";

describe("configureGc", () => {
  it("turns V8's parallel scavenging off for the whole process", () => {
    const set: string[] = [];
    configureGc((flag) => set.push(flag));
    expect(set).toEqual(["--no-parallel-scavenge"]);
    expect(GC_FLAGS).toContain("--no-parallel-scavenge");
  });
});

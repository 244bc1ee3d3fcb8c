import { describe, expect, it } from "vitest";
import { excerpt, EXCERPT_LENGTH } from "./excerpt";

describe("excerpt", () => {
  it("keeps a text of up to 60 characters, and cuts a longer one to its first 60 and …", () => {
    expect(EXCERPT_LENGTH).toBe(60);
    expect(excerpt("x".repeat(60))).toBe("x".repeat(60));
    expect(excerpt("y".repeat(60) + "z")).toBe(`${"y".repeat(60)}…`);
    expect(excerpt("abcdef", 5)).toBe("abcde…");
    expect(excerpt("abcde", 5)).toBe("abcde");
    expect(excerpt("")).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { parseStaffArgs } from "./staff";

describe("npm run staff arguments", () => {
  it("reads --add, --remove and --list", () => {
    expect(parseStaffArgs(["--add", " Ada@Example.com "])).toEqual({ action: "add", email: "ada@example.com" });
    expect(parseStaffArgs(["--remove", "ada@example.com"])).toEqual({ action: "remove", email: "ada@example.com" });
    expect(parseStaffArgs(["--list"])).toEqual({ action: "list" });
  });

  it("refuses anything else, saying how to call it", () => {
    expect(() => parseStaffArgs([])).toThrow(/Usage: npm run staff/);
    expect(() => parseStaffArgs(["--add"])).toThrow(/Name the person's e-mail address after --add/);
    expect(() => parseStaffArgs(["--add", "not-an-email"])).toThrow(/Name the person's e-mail/);
    expect(() => parseStaffArgs(["--list", "x"])).toThrow(/Unknown arguments/);
    expect(() => parseStaffArgs(["--add", "a@b.c", "extra"])).toThrow(/Too many arguments/);
  });
});

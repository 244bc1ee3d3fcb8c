import { describe, expect, it } from "vitest";
import { sameProps } from "./same-props";

describe("sameProps", () => {
  const onChange = () => {};
  const options = [{ label: "A" }];

  it("is true when values are the same and issues equal by content", () => {
    expect(
      sameProps(
        { value: "x", onChange, issues: [{ path: ".label", message: "m" }] },
        { value: "x", onChange, issues: [{ path: ".label", message: "m" }] },
      ),
    ).toBe(true);
    expect(sameProps({ options }, { options: [...options] })).toBe(true);
  });

  it("is false when a value, an issue or an option object changed", () => {
    expect(sameProps({ value: "x", onChange }, { value: "y", onChange })).toBe(false);
    expect(sameProps({ issues: [{ path: ".a", message: "m" }] }, { issues: [{ path: ".a", message: "n" }] })).toBe(
      false,
    );
    expect(sameProps({ options }, { options: [{ label: "A" }] })).toBe(false);
    expect(sameProps({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});

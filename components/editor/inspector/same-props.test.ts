import { describe, expect, it } from "vitest";
import { sameAside, sameButLabel, sameProps } from "./same-props";

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

describe("sameAside and sameButLabel", () => {
  const question = { id: "email", type: "email", label: "E-mail", required: true };
  it("are true when only the named properties differ", () => {
    expect(sameButLabel(question, { ...question, label: "Your e-mail" })).toBe(true);
    expect(sameAside(question, { ...question, label: "Work e-mail", id: "workEMail" }, ["label", "id"])).toBe(true);
    expect(sameButLabel(question, question)).toBe(true);
  });
  it("are false when anything else differs, is added or removed", () => {
    expect(sameButLabel(question, { ...question, label: "Work e-mail", id: "workEMail" })).toBe(false);
    expect(sameButLabel(question, { ...question, required: false })).toBe(false);
    expect(sameButLabel(question, { ...question, maxLength: 9 })).toBe(false);
    expect(sameButLabel(question, { id: "email", type: "email", label: "x", maxLength: 9 })).toBe(false);
    expect(sameButLabel({ ...question, options: [1] }, { ...question, options: [1] })).toBe(false);
  });
});

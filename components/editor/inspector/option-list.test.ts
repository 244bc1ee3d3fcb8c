import { describe, expect, it } from "vitest";
import {
  appendOptions,
  insertAt,
  moveItem,
  parsePastedOptions,
  reconcileKeys,
  removeAt,
  storedValue,
  withoutBlankOptions,
  withText,
} from "./option-list";

describe("option list operations", () => {
  it("moves, inserts and removes without touching the input", () => {
    const list = ["a", "b", "c", "d"];
    expect(moveItem(list, 0, 2)).toEqual(["b", "c", "a", "d"]);
    expect(moveItem(list, 3, 0)).toEqual(["d", "a", "b", "c"]);
    expect(moveItem(list, 1, 9)).toEqual(list);
    expect(insertAt(list, 1, "x", "y")).toEqual(["a", "x", "y", "b", "c", "d"]);
    expect(removeAt(list, 2)).toEqual(["a", "b", "d"]);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });

  it("stores the value or id, else the label, and removes an emptied stored value", () => {
    expect(storedValue({ label: "Yes", value: "y" }, "value")).toBe("y");
    expect(storedValue({ label: "Yes", value: "y" }, "id")).toBe("Yes");
    expect(withText({ label: "Yes", id: "y" }, "id", "")).toEqual({ label: "Yes" });
    expect(withText({ label: "Yes" }, "value", "yes")).toEqual({ label: "Yes", value: "yes" });
    expect(withText({ label: "Yes" }, "label", "Ja")).toEqual({ label: "Ja" });
  });
});

describe("reconcileKeys", () => {
  let counter = 0;
  const newKey = () => `new${++counter}`;
  const a = { label: "A" };
  const b = { label: "B" };
  const c = { label: "C" };

  it("keeps each option's key across a move", () => {
    expect(reconcileKeys([a, b, c], ["ka", "kb", "kc"], [c, a, b], newKey)).toEqual(["kc", "ka", "kb"]);
  });

  it("keeps the key of an edited option at its position", () => {
    const edited = { label: "B2" };
    expect(reconcileKeys([a, b, c], ["ka", "kb", "kc"], [a, edited, c], newKey)).toEqual(["ka", "kb", "kc"]);
  });

  it("gives inserted options new keys and forgets removed ones", () => {
    const inserted = { label: "X" };
    const keys = reconcileKeys([a, b, c], ["ka", "kb", "kc"], [a, inserted, b], newKey);
    expect(keys[0]).toBe("ka");
    expect(keys[2]).toBe("kb");
    expect(["ka", "kb", "kc"]).not.toContain(keys[1]);
    expect(reconcileKeys([a, b, c], ["ka", "kb", "kc"], [a, c], newKey)).toEqual(["ka", "kc"]);
  });

  it("never hands out one key twice", () => {
    const keys = reconcileKeys([a, a], ["k1", "k2"], [a, a, a], newKey);
    expect(new Set(keys).size).toBe(3);
  });
});

describe("parsePastedOptions", () => {
  it("takes one trimmed option per line, skipping empty lines and duplicates", () => {
    const existing = [{ label: "Red" }, { label: "Group", options: [{ label: "Navy", value: "blue" }] }];
    expect(parsePastedOptions("  Green \n\nRed\nblue\nGreen\r\nYellow\n", existing, "value")).toEqual({
      labels: ["Green", "Yellow"],
      skipped: ["Red", "blue", "Green"],
    });
  });

  it("compares with what each option stores", () => {
    expect(parsePastedOptions("Yes\ny", [{ label: "Yes", id: "y" }], "id")).toEqual({
      labels: ["Yes"],
      skipped: ["y"],
    });
  });
});

describe("blank rows", () => {
  it("drops rows nobody filled in, in groups too, and keeps the list when there are none", () => {
    const filled = [{ label: "A" }, { label: "", id: "b" }, { label: "", initialVal: true }];
    expect(withoutBlankOptions(filled)).toBe(filled);
    const groups = [
      { label: "Hall A", options: [{ label: "" }, { label: "Room 1" }, { label: " " }] },
      { label: "", options: [{ label: "" }] },
      { label: "" },
    ];
    expect(withoutBlankOptions(groups)).toEqual([{ label: "Hall A", options: [{ label: "Room 1" }] }]);
  });

  it("adds pasted labels in place of the blank rows a list ends with", () => {
    expect(appendOptions([{ label: "A" }, { label: "" }], ["B", "C"])).toEqual([
      { label: "A" },
      { label: "B" },
      { label: "C" },
    ]);
    expect(appendOptions([], ["B"])).toEqual([{ label: "B" }]);
  });
});

import { describe, expect, it } from "vitest";
import { buttonVariants, type ButtonSize, type ButtonVariant } from "./button";

const classes = (value: string) => value.split(" ").filter(Boolean).sort();
const VARIANTS: ButtonVariant[] = [
  "primary",
  "secondary",
  "danger",
  "ghost",
  "ghost-danger",
  "ghost-brand",
  "subtle",
  "tool",
  "link",
  "tab",
  "tab-selected",
];
const SIZES: ButtonSize[] = ["md", "sm", "compact", "tab", "tight", "row", "mini", "xs", "icon", "inline"];

describe("buttonVariants", () => {
  it("defaults to the primary button of the sign-in pages", () => {
    expect(classes(buttonVariants())).toEqual(
      classes(
        "inline-block rounded-md px-4 py-2 font-medium focus-visible:outline " +
          "focus-visible:outline-2 focus-visible:outline-offset-2 " +
          "focus-visible:outline-brand-500 bg-brand-600 text-white shadow-sm " +
          "hover:bg-brand-700",
      ),
    );
  });

  it.each([
    ["secondary", "sm", "border border-slate-300 bg-white text-slate-700 hover:bg-slate-100 px-4 py-2 text-sm"],
    ["danger", "sm", "bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:opacity-60 px-4 py-2 text-sm"],
    ["primary", "compact", "bg-brand-600 text-white shadow-sm hover:bg-brand-700 px-3 py-1.5 text-sm"],
  ] as const)("%s in size %s keeps the solid buttons' frame", (variant, size, look) => {
    const frame =
      "inline-block rounded-md font-medium focus-visible:outline " +
      "focus-visible:outline-2 focus-visible:outline-offset-2 " +
      "focus-visible:outline-brand-500";
    expect(classes(buttonVariants({ variant, size }))).toEqual(classes(`${frame} ${look}`));
  });

  it("adds a caller's classes after the variant's and the size's", () => {
    expect(buttonVariants({ variant: "ghost", size: "row", className: "w-full" })).toBe(
      "rounded text-slate-700 hover:bg-slate-100 px-2 py-1 w-full",
    );
    expect(buttonVariants({ variant: "link", size: "inline" })).toBe("font-medium text-brand-700 underline");
  });

  // Classes are joined, not merged, so a variant and a size must never both set one property: which of two
  // conflicting utilities wins depends on the stylesheet's order, not on the order in the class attribute.
  it.each(VARIANTS)("variant %s leaves padding and type size to the sizes", (variant) => {
    const own = classes(buttonVariants({ variant, size: "inline" }));
    expect(
      own.filter((name) => /^!?(p|px|py|pl|pr|pt|pb)-/.test(name) || /^text-(xs|sm|base|lg|xl)$/.test(name)),
    ).toEqual([]);
  });

  it.each(SIZES)("size %s sets only padding and type size", (size) => {
    const own = classes(buttonVariants({ variant: "link", size })).filter(
      (name) => !classes(buttonVariants({ variant: "link", size: "inline" })).includes(name),
    );
    expect(own.every((name) => /^(p|px|py)-[\d.]+$/.test(name) || /^text-(xs|sm)$/.test(name))).toBe(true);
  });
});

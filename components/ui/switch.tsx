"use client";
// An on/off switch (role="switch"): a button that says its state, for boolean settings.
import type { ComponentProps } from "react";

export function Switch({
  checked,
  onCheckedChange,
  className = "",
  ...props
}: Omit<ComponentProps<"button">, "onChange" | "role"> & {
  checked: boolean;
  onCheckedChange(checked: boolean): void;
}) {
  return (
    <button
      {...props}
      type="button"
      role="switch"
      aria-checked={checked}
      onClick={() => onCheckedChange(!checked)}
      className={
        `relative inline-flex h-5 w-9 shrink-0 items-center rounded-full ` +
        `transition-colors focus-visible:outline focus-visible:outline-2 ` +
        `focus-visible:outline-offset-2 focus-visible:outline-brand-500 ` +
        `${checked ? "bg-brand-600" : "bg-slate-300"} ${className}`
      }
    >
      <span
        aria-hidden
        className={
          `inline-block h-4 w-4 rounded-full bg-white shadow transition-transform ` +
          `${checked ? "translate-x-4" : "translate-x-0.5"}`
        }
      />
    </button>
  );
}

// The capture app's touch-sized controls: every target at least 44 px high and wide (WCAG 2.5.5), on the studio's
// button variants (docs/conventions.md 14).
import { buttonVariants, type ButtonVariant } from "@/components/ui/button-variants";

export const touchButton = (variant: ButtonVariant = "primary", className = "") =>
  buttonVariants({ variant, size: "md", className: `min-h-11 min-w-11 text-base ${className}` });

export const touchInput =
  "block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 " +
  "focus:border-brand-500 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500";

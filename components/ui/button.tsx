// Buttons and links that look like buttons, shaped like shadcn/ui's: `buttonVariants({ variant, size })` gives the
// classes, `<Button>` wears them, and a link that looks like a button puts them on `<Link className>`. A variant is
// the look (colours, border, corners, focus ring), a size the padding and type size; `className` adds what one place
// needs on top. Classes are joined, not merged: a class passed in does not replace one of the variant's, so pass
// only what the variant and size leave open (danger: the button that deletes for good, in a confirmation).
import Link from "next/link";
import type { ComponentProps } from "react";

import { buttonVariants, type ButtonVariantProps } from "./button-variants";

export {
  buttonVariants,
  focusRing,
  type ButtonSize,
  type ButtonVariant,
  type ButtonVariantProps,
} from "./button-variants";

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariantProps) {
  return <button type={type} className={buttonVariants({ variant, size, className })} {...props} />;
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonVariantProps) {
  return <Link className={buttonVariants({ variant, size, className })} {...props} />;
}

// The product's mark and name, as a link home: large in the public pages' and the sign-in frame's headers, small in
// the studio's header (where, on narrow screens, the name may give way to the mark: `nameClassName`).
import { IntentLink } from "./intent-link";

const SIZES = {
  lg: { link: "text-lg", mark: "h-6 w-6 rounded-md" },
  sm: { link: "", mark: "h-5 w-5 rounded" },
} as const;

export function Logo({
  href,
  size = "lg",
  className = "",
  nameClassName,
}: {
  href: string;
  size?: keyof typeof SIZES;
  className?: string;
  nameClassName?: string;
}) {
  const { link, mark } = SIZES[size];
  return (
    <IntentLink
      href={href}
      className={["flex items-center gap-2 font-semibold text-brand-900", link, className].filter(Boolean).join(" ")}
    >
      <span aria-hidden className={`inline-block bg-brand-500 ${mark}`} />
      <span className={nameClassName}>Capture Studio</span>
    </IntentLink>
  );
}

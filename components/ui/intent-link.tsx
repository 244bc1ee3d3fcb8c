"use client";
// A link whose page Next.js prefetches once the person shows they may follow it (the pointer over it, a touch, the
// focus), not as soon as it is on screen: the studio header's links and the editor's Registrations link, in view on
// every page, made the server render six pages for each load while the page itself was starting
// (docs/benchmarks.md "Where the editor's cold load goes"). Next.js's own pattern (its prefetching guide's
// HoverPrefetchLink), with focus and touch as intent too.
import Link from "next/link";
import { useState, type ComponentProps } from "react";

export function IntentLink({
  onMouseEnter,
  onFocus,
  onTouchStart,
  ...props
}: Omit<ComponentProps<typeof Link>, "prefetch">) {
  const [intent, setIntent] = useState(false);
  return (
    <Link
      {...props}
      // null: Next.js's default prefetch, from the moment the intent shows; false: none before.
      prefetch={intent ? null : false}
      onMouseEnter={(event) => {
        setIntent(true);
        onMouseEnter?.(event);
      }}
      onFocus={(event) => {
        setIntent(true);
        onFocus?.(event);
      }}
      onTouchStart={(event) => {
        setIntent(true);
        onTouchStart?.(event);
      }}
    />
  );
}

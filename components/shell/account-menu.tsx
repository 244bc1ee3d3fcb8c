"use client";
// The header's Account menu: a <details> disclosure (it works before the page's script has loaded) that also closes
// the way menus do: on a click outside it, on Escape (focus back on its button), and when the page changes.
import { usePathname } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

export function AccountMenu({ children }: { children: ReactNode }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const details = menu.current;
      if (details?.open && !details.contains(event.target as Node)) details.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const details = menu.current;
      if (event.key !== "Escape" || !details?.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details ref={menu} className="relative">
      <summary
        className={
          "cursor-pointer list-none rounded-md px-2 py-1 whitespace-nowrap " +
          "text-slate-600 hover:bg-slate-100 hover:text-slate-900"
        }
      >
        Account
      </summary>
      {children}
    </details>
  );
}

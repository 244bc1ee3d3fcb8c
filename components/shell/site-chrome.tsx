// The public pages' frame (home, not-found): product header with a sign-in link, and the footer.
import Link from "next/link";
import type { ReactNode } from "react";
import { Logo } from "@/components/ui/logo";

export function SiteChrome({ children }: { children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-6 py-4">
          <Logo href="/" />
          <nav className="text-sm">
            <Link
              href="/sign-in"
              prefetch={false}
              className="rounded-md px-3 py-2 font-medium text-brand-600 hover:bg-brand-50"
            >
              Sign in
            </Link>
          </nav>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-6 py-10">{children}</main>
      <footer className="border-t border-slate-200 py-6 text-center text-xs text-slate-500">
        Capture Studio · Event-Capture REST API v1.1.5
      </footer>
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Capture Studio", template: "%s · Capture Studio" },
  description: "Design event lead-capture forms visually, preview their logic, and serve them through the Event-Capture REST API.",
};

export default function RootLayout({ children }: Readonly<{ children: React.ReactNode }>) {
  return (
    <html lang="en">
      <body className="flex min-h-screen flex-col font-sans">
        <header className="border-b border-slate-200 bg-white">
          <div className="mx-auto flex max-w-5xl items-center justify-between px-6 py-4">
            <Link href="/" className="flex items-center gap-2 text-lg font-semibold text-brand-900">
              <span aria-hidden className="inline-block h-6 w-6 rounded-md bg-brand-500" />
              Capture Studio
            </Link>
            <nav className="text-sm">
              <Link href="/sign-in" prefetch={false} className="rounded-md px-3 py-2 font-medium text-brand-600 hover:bg-brand-50">
                Sign in
              </Link>
            </nav>
          </div>
        </header>
        <main className="mx-auto w-full max-w-5xl flex-1 px-6 py-10">{children}</main>
        <footer className="border-t border-slate-200 py-6 text-center text-xs text-slate-500">Capture Studio · Event-Capture REST API v1.1.5</footer>
      </body>
    </html>
  );
}

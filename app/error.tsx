"use client";

import Link from "next/link";

export default function ErrorPage({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <div className="mx-auto max-w-lg space-y-4 rounded-lg border border-red-200 bg-white p-8 text-center shadow-sm">
      <h1 className="text-2xl font-semibold text-slate-900">Something went wrong</h1>
      <p className="text-slate-600">Nothing you saved is lost. Try again, and if it keeps happening, reload the page or go back to the start.</p>
      <div className="flex justify-center gap-3">
        <button type="button" onClick={reset} className="rounded-md bg-brand-600 px-4 py-2 font-medium text-white hover:bg-brand-700">
          Try again
        </button>
        <Link href="/" className="rounded-md border border-slate-300 px-4 py-2 font-medium text-slate-700 hover:bg-slate-100">
          Back to the start
        </Link>
      </div>
    </div>
  );
}

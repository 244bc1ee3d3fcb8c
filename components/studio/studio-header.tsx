// The studio's header: product, the company being worked on (name and username), and the account menu.
import Link from "next/link";
import { signOutOfStudio } from "@/app/(studio)/account-actions";
import type { StudioSession } from "@/lib/studio/session";
import { CompanySwitch } from "./company-switch";

export function StudioHeader({ session }: { session: StudioSession | null }) {
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex h-14 items-center gap-4 px-6">
        <Link href="/events" className="flex items-center gap-2 font-semibold text-brand-900">
          <span aria-hidden className="inline-block h-5 w-5 rounded bg-brand-500" />
          Capture Studio
        </Link>
        {session && (
          <>
            <nav aria-label="Studio" className="text-sm">
              <Link href="/events" className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100">
                Events
              </Link>
            </nav>
            <div className="ml-auto flex items-center gap-2 text-sm">
              <p className="text-slate-900" data-testid="current-company">
                <span className="font-medium">{session.company.name}</span> <span className="text-slate-500">{`@${session.company.username}`}</span>
              </p>
              <CompanySwitch current={session.company.username} recent={session.recentCompanies} />
              <details className="relative">
                <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900">Account</summary>
                <div className="absolute right-0 z-10 mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
                  <p className="text-xs text-slate-500">Signed in with API client</p>
                  <p className="truncate font-mono text-xs text-slate-800">{session.clientId}</p>
                  <form action={signOutOfStudio} className="mt-3">
                    <button type="submit" className="w-full rounded-md border border-slate-300 px-3 py-1.5 text-left text-slate-700 hover:bg-slate-100">
                      Sign out
                    </button>
                  </form>
                </div>
              </details>
            </div>
          </>
        )}
      </div>
    </header>
  );
}

// The studio's header: product, what the person's role lets them open, the company being worked on (with the
// switch between their companies), and the account menu.
import Link from "next/link";
import { can, ROLE_LABELS } from "@/lib/studio/roles";
import type { PersonSession } from "@/lib/studio/session";
import { CompanySwitch } from "./company-switch";
import { SignOutButtons } from "./sign-out-button";

const navLink = "rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100";

export function StudioHeader({ session }: { session: PersonSession }) {
  const role = session.role;
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="flex h-14 items-center gap-4 px-6">
        <Link href="/events" className="flex items-center gap-2 font-semibold text-brand-900">
          <span aria-hidden className="inline-block h-5 w-5 rounded bg-brand-500" />
          Capture Studio
        </Link>
        <nav aria-label="Studio" className="flex gap-1 text-sm">
          {session.company && (
            <Link href="/events" className={navLink}>
              Events
            </Link>
          )}
          {role && can(role, "members.manage") && (
            <Link href="/settings/members" className={navLink}>
              Members
            </Link>
          )}
          {role && can(role, "clients.manage") && (
            <Link href="/settings/api-clients" className={navLink}>
              API clients
            </Link>
          )}
          {role && can(role, "activity.read") && (
            <Link href="/activity" className={navLink}>
              Activity
            </Link>
          )}
        </nav>
        <div className="ml-auto flex items-center gap-2 text-sm">
          {session.company && role && (
            <p className="text-slate-900" data-testid="current-company">
              <span className="font-medium">{session.company.name}</span> <span className="text-slate-500">{`@${session.company.username}`}</span>{" "}
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700" data-testid="current-role">
                {session.viaStaff ? "Support (editor)" : ROLE_LABELS[role]}
              </span>
            </p>
          )}
          {(session.memberships.length > 1 || session.person.staff) && (
            <CompanySwitch
              current={session.company?.username ?? null}
              companies={session.memberships.map(({ company, role: memberRole }) => ({ username: company.username, name: company.name, role: ROLE_LABELS[memberRole] }))}
              staff={session.person.staff}
            />
          )}
          <details className="relative">
            <summary className="cursor-pointer list-none rounded-md px-2 py-1 text-slate-600 hover:bg-slate-100 hover:text-slate-900">Account</summary>
            <div className="absolute right-0 z-10 mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 shadow-lg">
              <p className="truncate font-medium text-slate-900">{session.person.name}</p>
              <p className="truncate text-xs text-slate-600">{session.person.email}</p>
              <Link href="/account" className="mt-3 block rounded-md px-3 py-1.5 text-slate-700 hover:bg-slate-100">
                Account settings
              </Link>
              <div className="mt-2">
                <SignOutButtons company={session.company?.username ?? null} />
              </div>
            </div>
          </details>
        </div>
      </div>
    </header>
  );
}

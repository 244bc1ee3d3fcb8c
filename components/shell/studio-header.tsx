// The studio's header: product, what the person's role lets them open, the company being worked on (with the
// switch between their companies), and the account menu.
import { IntentLink } from "@/components/ui/intent-link";
import { Logo } from "@/components/ui/logo";
import { can, ROLE_LABELS } from "@/lib/studio/access/roles";
import type { PersonSession } from "@/lib/auth/session";
import { AccountMenu } from "./account-menu";
import { CompanySwitch } from "./company-switch";
import type { SessionActions } from "./contract";
import { SignOutButtons } from "./sign-out-button";

const navLink = "whitespace-nowrap rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100";

export function StudioHeader({ session, actions }: { session: PersonSession; actions: SessionActions }) {
  const role = session.role;
  return (
    <header className="border-b border-slate-200 bg-white">
      {/* One line down to a tablet's 820 px: below lg the product's name and the company's @username give way. */}
      <div className="flex h-14 items-center gap-3 px-4 lg:gap-4 lg:px-6">
        {/* Without a company the events are not theirs to open: home is the account page, which says what to do. */}
        <Logo
          href={session.company ? "/events" : "/account"}
          size="sm"
          className="relative shrink-0 whitespace-nowrap"
          nameClassName="max-lg:sr-only"
        />
        <nav aria-label="Studio" className="flex shrink-0 gap-1 text-sm">
          {session.company && (
            <IntentLink href="/events" className={navLink}>
              Events
            </IntentLink>
          )}
          {role && can(role, "capture.read") && (
            <IntentLink href="/settings/capture" className={navLink}>
              Capture
            </IntentLink>
          )}
          {role && can(role, "members.manage") && (
            <IntentLink href="/settings/members" className={navLink}>
              Members
            </IntentLink>
          )}
          {role && can(role, "clients.manage") && (
            <IntentLink href="/settings/api-clients" className={navLink}>
              API clients
            </IntentLink>
          )}
          {role && can(role, "mail.manage") && (
            <IntentLink href="/settings/mail" className={navLink}>
              Mail
            </IntentLink>
          )}
          {role && can(role, "activity.read") && (
            <IntentLink href="/activity" className={navLink}>
              Activity
            </IntentLink>
          )}
        </nav>
        <div className="ml-auto flex min-w-0 items-center gap-2 text-sm">
          {session.company && role && (
            <p
              className="flex min-w-0 items-center gap-1 whitespace-nowrap text-slate-900"
              data-testid="current-company"
            >
              <span className="truncate font-medium" title={session.company.name}>
                {session.company.name}
              </span>{" "}
              <span className="text-slate-500 max-lg:hidden">{`@${session.company.username}`}</span>{" "}
              <span className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700" data-testid="current-role">
                {session.viaStaff ? "Support (editor)" : ROLE_LABELS[role]}
              </span>
            </p>
          )}
          {(session.memberships.length > 1 || session.person.staff) && (
            <CompanySwitch
              current={session.company?.username ?? null}
              companies={session.memberships.map(({ company, role: memberRole }) => ({
                username: company.username,
                name: company.name,
                role: ROLE_LABELS[memberRole],
              }))}
              staff={session.person.staff}
              actions={actions}
            />
          )}
          <AccountMenu>
            {/* z-popover: above every page's sticky bars (the inspector's section bar took Sign out's clicks). */}
            <div
              data-testid="account-menu"
              className="absolute right-0 z-popover mt-1 w-64 rounded-md border border-slate-200 bg-white p-3 shadow-lg"
            >
              <p className="truncate font-medium text-slate-900">{session.person.name}</p>
              <p className="truncate text-xs text-slate-600">{session.person.email}</p>
              <IntentLink
                href="/account"
                className="mt-3 block rounded-md px-3 py-1.5 text-slate-700 hover:bg-slate-100"
              >
                Account settings
              </IntentLink>
              <div className="mt-2">
                <SignOutButtons company={session.company?.username ?? null} actions={actions} />
              </div>
            </div>
          </AccountMenu>
        </div>
      </div>
    </header>
  );
}

import type { Metadata } from "next";
import {
  ClaimCompanyForm,
  EmailForm,
  NameForm,
  NewCompanyForm,
  PasswordForm,
  RemoveDemoForm,
  RenameCompanyForm,
} from "@/components/account/account-forms";
import { SignOutButtons } from "@/components/shell/sign-out-button";
import { isDemoCompany } from "@/lib/studio/services/companies";
import { otherSessionCount } from "@/lib/studio/services/people";
import { can, ROLE_LABELS } from "@/lib/studio/access/roles";
import { requirePersonSession, type StudioSession } from "@/lib/auth/session";
import { renameCompany, removeDemo } from "../settings/actions";
import {
  claimCompany,
  createCompany,
  signOutEverywhere,
  signOutOfStudio,
  updateEmail,
  updateName,
  updatePassword,
} from "./actions";

export const metadata: Metadata = { title: "Account" };

export default async function AccountPage({ searchParams }: { searchParams: Promise<{ reason?: string }> }) {
  const { reason } = await searchParams;
  const session = await requirePersonSession("/account");
  const others = await otherSessionCount(session.person.id);
  const otherPlaces = others === 1 ? "1 other browser or device" : `${others} other browsers or devices`;
  const owner =
    session.company && session.role && can(session.role, "company.manage") ? (session as StudioSession) : null;
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Account</h1>
        <p className="text-sm text-slate-600">
          {session.person.name} · {session.person.email}
          {session.person.staff ? " · support staff of this studio" : ""}
        </p>
      </div>
      {(reason === "noCompany" || !session.company) && (
        <p role="status" className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          You are not a member of any company yet. Ask an owner of your company for an invitation link, or create a
          company below.
        </p>
      )}
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">Your companies</h2>
        {session.memberships.length === 0 ? (
          <p className="text-sm text-slate-600">None yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white text-sm">
            {session.memberships.map(({ company, role }) => (
              <li key={company.id} className="flex justify-between px-4 py-2">
                <span>
                  <span className="font-medium text-slate-900">{company.name}</span>{" "}
                  <span className="text-slate-500">@{company.username}</span>
                </span>
                <span className="text-slate-700">{ROLE_LABELS[role]}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <NameForm name={session.person.name} actions={{ updateName }} />
      <EmailForm email={session.person.email} actions={{ updateEmail }} />
      <PasswordForm actions={{ updatePassword }} />
      <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="text-base font-semibold text-slate-900">Sessions</h2>
        <p className="text-sm text-slate-600">
          {others === 0 ? "You are signed in on this browser only." : `You are also signed in on ${otherPlaces}.`}{" "}
          Signing out everywhere ends every session at once.
        </p>
        <div className="w-64">
          <SignOutButtons
            company={session.company?.username ?? null}
            actions={{ signOutOfStudio, signOutEverywhere }}
          />
        </div>
      </section>
      <NewCompanyForm actions={{ createCompany }} />
      <ClaimCompanyForm actions={{ claimCompany }} />
      {owner && (
        <section className="space-y-3">
          <h2 className="text-base font-semibold text-slate-900">
            {owner.company.name} <span className="font-normal text-slate-500">@{owner.company.username}</span>
          </h2>
          <RenameCompanyForm name={owner.company.name} actions={{ renameCompany }} />
          {(await isDemoCompany(owner)) && <RemoveDemoForm actions={{ removeDemo }} />}
        </section>
      )}
    </div>
  );
}

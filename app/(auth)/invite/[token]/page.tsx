import type { Metadata } from "next";
import Link from "next/link";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/studio/access/roles";
import { currentPersonSession } from "@/lib/auth/session";
import { INVITATION_MESSAGES, NO_INVITATION, viewInvitation } from "@/lib/studio/services/team";
import { JoinNewAccount, JoinSignedIn } from "./join-forms";

export const metadata: Metadata = { title: "Invitation", referrer: "no-referrer" };

const linkClasses = "text-brand-700 underline underline-offset-2";

function CannotUse({ message }: { message: string }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">This invitation cannot be used</h1>
      <p className="mt-2 text-sm text-slate-700" role="status">
        {message}
      </p>
      <p className="mt-6 text-sm">
        <Link href="/sign-in" className={linkClasses}>
          Sign in
        </Link>
      </p>
    </div>
  );
}

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const session = await currentPersonSession();
  const invitation = /^[A-Za-z0-9_-]{20,64}$/.test(token)
    ? await viewInvitation(token, session?.person.email)
    : NO_INVITATION;
  if (invitation.state !== "pending" || !invitation.company || !invitation.role)
    return <CannotUse message={INVITATION_MESSAGES[invitation.state]} />;
  const { company, role } = invitation;
  const alreadyMember =
    session?.memberships.some((membership) => membership.company.username === company.username) ?? false;
  if (session && !alreadyMember && !invitation.forEmail)
    return <CannotUse message={`${INVITATION_MESSAGES.wrongEmail} (You are signed in as ${session.person.email}.)`} />;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Join {company.name}</h1>
      <p className="mt-1 text-sm text-slate-700" data-testid="invitation-summary">
        {invitation.invitedBy ? (
          <>
            <bdi className="font-semibold">{invitation.invitedBy}</bdi> invited you to join{" "}
            <strong>{company.name}</strong> (@{company.username}) as{" "}
          </>
        ) : (
          <>
            You are invited to join <strong>{company.name}</strong> (@{company.username}) as{" "}
          </>
        )}
        <strong>{ROLE_LABELS[role].toLowerCase()}</strong>.
      </p>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        What {/^[aeiou]/i.test(ROLE_LABELS[role]) ? "an" : "a"} {ROLE_LABELS[role].toLowerCase()} may do:{" "}
        {ROLE_DESCRIPTIONS[role]}
        {invitation.bound ? " This invitation is for one e-mail address only: use the address it was sent to." : ""}
      </p>
      {session ? (
        alreadyMember ? (
          <p role="status" className="text-sm text-slate-700">
            You ({session.person.email}) are already a member of {company.name}, so this link was not used.{" "}
            <Link href="/events" className={linkClasses}>
              Go to the events
            </Link>
          </p>
        ) : (
          <JoinSignedIn token={token} label={`Join as ${session.person.name} (${session.person.email})`} />
        )
      ) : (
        <>
          <div className="mb-6 rounded-md border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            <p className="font-medium text-slate-900">Already have a Capture Studio account?</p>
            <p className="mt-1">
              <Link href={`/sign-in?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`} className={linkClasses}>
                Sign in to join with it
              </Link>
              : you come back here and join in one click.
            </p>
          </div>
          <h2 className="mb-3 text-base font-semibold text-slate-900">New to Capture Studio? Create your account</h2>
          <JoinNewAccount token={token} />
        </>
      )}
    </div>
  );
}

import type { Metadata } from "next";
import Link from "next/link";
import { ROLE_DESCRIPTIONS, ROLE_LABELS } from "@/lib/studio/roles";
import { currentPersonSession } from "@/lib/studio/session";
import { INVITATION_MESSAGES, viewInvitation } from "@/lib/studio/team";
import { JoinNewAccount, JoinSignedIn } from "./join-forms";

export const metadata: Metadata = { title: "Invitation", referrer: "no-referrer" };

export default async function InvitePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const invitation = /^[A-Za-z0-9_-]{20,64}$/.test(token) ? await viewInvitation(token) : { state: "notFound" as const, company: null, role: null, expiresAt: null };
  if (invitation.state !== "pending" || !invitation.company || !invitation.role) {
    return (
      <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-xl font-semibold text-slate-900">This invitation cannot be used</h1>
        <p className="mt-2 text-sm text-slate-700" role="status">
          {INVITATION_MESSAGES[invitation.state]}
        </p>
        <p className="mt-6 text-sm">
          <Link href="/sign-in" className="text-brand-700 underline underline-offset-2">
            Sign in
          </Link>
        </p>
      </div>
    );
  }
  const session = await currentPersonSession();
  const { company, role } = invitation;
  const alreadyMember = session?.memberships.some((membership) => membership.company.username === company.username) ?? false;
  return (
    <div className="rounded-lg border border-slate-200 bg-white p-8 shadow-sm">
      <h1 className="text-xl font-semibold text-slate-900">Join {company.name}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">
        You are invited as <strong>{ROLE_LABELS[role].toLowerCase()}</strong>: {ROLE_DESCRIPTIONS[role]}
      </p>
      {session ? (
        alreadyMember ? (
          <p role="status" className="text-sm text-slate-700">
            You ({session.person.email}) are already a member of {company.name}.{" "}
            <Link href="/events" className="text-brand-700 underline underline-offset-2">
              Go to the events
            </Link>
          </p>
        ) : (
          <JoinSignedIn token={token} label={`Join as ${session.person.name} (${session.person.email})`} />
        )
      ) : (
        <>
          <JoinNewAccount token={token} />
          <p className="mt-6 text-sm text-slate-600">
            Already have a Capture Studio account?{" "}
            <Link href={`/sign-in?callbackUrl=${encodeURIComponent(`/invite/${token}`)}`} className="text-brand-700 underline underline-offset-2">
              Sign in to join with it
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

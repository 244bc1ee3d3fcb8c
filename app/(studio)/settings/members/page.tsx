import type { Metadata } from "next";
import { headers } from "next/headers";
import { MailNotConfigured } from "@/components/mail/mail-not-configured";
import { InvitationsTable, InviteForm } from "@/components/team/invitations-view";
import { MembersTable } from "@/components/team/members-view";
import { NotAllowed } from "@/components/shell/not-allowed";
import { relativeTime } from "@/lib/studio/format/relative-time";
import { can, type Role } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { clientsMadeBy, invitations, members } from "@/lib/studio/services/team";
import { latestInvitationMails, type InvitationMail } from "@/lib/studio/services/invitation-mail";
import { readEnv } from "@/lib/env";
import { mailStatus } from "@/lib/mail/status";
import { publicOrigin } from "@/lib/studio/services/public-origin";
import { formatDate } from "@/lib/studio/format/dates";
import { changeMemberRole, inviteMember, removeCompanyMember, resendInvitation, revokeInvitation } from "../actions";

export const metadata: Metadata = { title: "Members" };

function mailView(mail: InvitationMail | undefined, now: Date) {
  return mail
    ? { state: mail.state, lastError: mail.lastError, sent: mail.sentAt ? relativeTime(mail.sentAt, now) : null }
    : null;
}

export default async function MembersPage() {
  const session = await requireSession("/settings/members");
  if (!can(session.role, "members.manage")) return <NotAllowed role={session.role} permission="members.manage" />;
  const [memberList, invitationList, madeBy, mails] = await Promise.all([
    members(session),
    invitations(session),
    clientsMadeBy(session),
    latestInvitationMails(session),
  ]);
  const mail = mailStatus(readEnv());
  const origin = await publicOrigin(await headers());
  const now = new Date();
  const date = (value: Date) => formatDate(value, "UTC");
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Members</h1>
        <p className="text-sm text-slate-600">
          Who works on {session.company.name}, and what each may do. A company always keeps at least one owner.
        </p>
      </div>
      <MembersTable
        rows={memberList.map(({ person, role }) => ({
          personId: person.id,
          name: person.name,
          email: person.email,
          role,
          lastActive: person.lastActive ? relativeTime(person.lastActive, now) : null,
          you: person.id === session.person.id,
          clients: madeBy.get(person.id) ?? [],
        }))}
        actions={{ changeMemberRole, removeCompanyMember }}
      />
      {!mail.configured && <MailNotConfigured />}
      <InviteForm origin={origin} mailConfigured={mail.configured} actions={{ inviteMember }} />
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">Invitations</h2>
        <InvitationsTable
          rows={invitationList.map((row) => ({
            id: row.id,
            note: row.note,
            email: row.email,
            role: row.role as Role,
            state: row.state,
            createdBy: row.createdByName,
            created: date(row.created),
            expires: date(row.expiresAt),
            mail: mailView(mails.get(row.id), now),
          }))}
          origin={origin}
          actions={{ revokeInvitation, resendInvitation }}
        />
      </section>
    </div>
  );
}

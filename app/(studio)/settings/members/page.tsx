import type { Metadata } from "next";
import { headers } from "next/headers";
import { InvitationsTable, InviteForm, MembersTable } from "@/components/team/members-view";
import { NotAllowed } from "@/components/shell/not-allowed";
import { relativeTime } from "@/lib/studio/format/relative-time";
import { can, type Role } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { clientsMadeBy, invitations, members } from "@/lib/studio/services/team";
import { publicOrigin } from "@/lib/studio/services/public-origin";
import { formatDate } from "@/lib/studio/format/dates";
import { changeMemberRole, inviteMember, removeCompanyMember, revokeInvitation } from "../actions";

export const metadata: Metadata = { title: "Members" };

export default async function MembersPage() {
  const session = await requireSession("/settings/members");
  if (!can(session.role, "members.manage")) return <NotAllowed role={session.role} permission="members.manage" />;
  const [memberList, invitationList, madeBy] = await Promise.all([
    members(session),
    invitations(session),
    clientsMadeBy(session),
  ]);
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
      <InviteForm origin={await publicOrigin(await headers())} actions={{ inviteMember }} />
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
          }))}
          actions={{ revokeInvitation }}
        />
      </section>
    </div>
  );
}

// What the members page hands its client components: the owners' server actions (app/(studio)/settings/
// actions.ts) as props, so that no component imports server code from app/.
import type { FormValue, ServerAction } from "@/lib/studio/access/action-errors";
import type { Role } from "@/lib/studio/access/roles";

/** Members and invitations (the members page). */
export type MemberActions = {
  inviteMember: ServerAction<
    { role: Role; note: FormValue; email: FormValue },
    { id: number; path: string; expiresAt: string; mailedTo: string | null }
  >;
  revokeInvitation: ServerAction<{ invitationId: number }, { invitationId: number }>;
  resendInvitation: ServerAction<
    { invitationId: number },
    { invitationId: number; path: string; expiresAt: string; email: string }
  >;
  changeMemberRole: ServerAction<
    { personId: number; role: Role },
    { personId: number; role: Role; endedInvitations: number }
  >;
  removeCompanyMember: ServerAction<
    { personId: number; revokeClientIds: string[] },
    { personId: number; endedInvitations: number; revokedClients: string[]; keptClients: string[] }
  >;
};

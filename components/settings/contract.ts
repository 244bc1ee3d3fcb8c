// What the account and settings pages hand their client components: the server actions (app/(studio)/account/
// actions.ts, app/(studio)/settings/actions.ts) as props, so that no component imports server code from app/.
import type { ServerAction } from "@/lib/studio/action-errors";
import type { Role } from "@/lib/studio/roles";

/** What a form field holds when a component sends it as it is (the action's schema checks it). */
type FormValue = FormDataEntryValue | null;

/** The person's own account (the account page). */
export type AccountActions = {
  updateName: ServerAction<{ name: string }, { name: string }>;
  updateEmail: ServerAction<{ email: string; currentPassword: string }, { email: string; endedSessions: number }>;
  updatePassword: ServerAction<{ currentPassword: string; newPassword: string }, { endedSessions: number }>;
  createCompany: ServerAction<{ name: string; username: string }, { username: string }>;
  claimCompany: ServerAction<{ code: string }, { username: string }>;
};

/** The company being worked on (owners, on the account page). */
export type CompanyActions = {
  renameCompany: ServerAction<{ name: string }, { name: string }>;
  removeDemo: ServerAction<Record<string, never>, { removedSelf: boolean }>;
};

/** Members and invitations (the members page). */
export type MemberActions = {
  inviteMember: ServerAction<{ role: Role; note: FormValue; email: FormValue }, { id: number; path: string; expiresAt: string }>;
  revokeInvitation: ServerAction<{ invitationId: number }, { invitationId: number }>;
  changeMemberRole: ServerAction<{ personId: number; role: Role }, { personId: number; role: Role; endedInvitations: number }>;
  removeCompanyMember: ServerAction<{ personId: number; revokeClientIds: string[] }, { personId: number; endedInvitations: number; revokedClients: string[]; keptClients: string[] }>;
};

/** The company's API clients (the API clients page). */
export type ApiClientActions = {
  createApiClient: ServerAction<{ name: FormValue }, { clientId: string; clientSecret: string; name: string; company: string }>;
  revokeApiClient: ServerAction<{ clientId: string }, { clientId: string }>;
};

// What the account page hands its client components: the server actions (app/(studio)/account/actions.ts,
// app/(studio)/settings/actions.ts) as props, so that no component imports server code from app/.
import type { ServerAction } from "@/lib/studio/access/action-errors";

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

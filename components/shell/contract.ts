// What the studio's layout and account page hand the header's client components: the server actions
// (app/(studio)/account/actions.ts) as props, so that no component imports server code from app/.
import type { ServerAction } from "@/lib/studio/access/action-errors";

/** Signing out and switching company (the header's account menu, and the account page). */
export type SessionActions = {
  signOutOfStudio(): Promise<void>;
  signOutEverywhere(): Promise<void>;
  switchCompany: ServerAction<{ username: string }, { username: string }>;
};

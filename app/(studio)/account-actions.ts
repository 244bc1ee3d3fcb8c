"use server";
// The header's account actions: sign out (this browser, or everywhere), and switch company. Each checks the
// session on the server; any role may do them (they concern the person, not the company's data), and switching
// checks the person's membership (or support staff) again (lib/studio/people.ts).
import { signOut } from "@/lib/auth";
import { definePersonAction } from "@/lib/studio/action";
import { endAllSessions, endSession, workOn } from "@/lib/studio/people";
import { currentPersonSession } from "@/lib/studio/session";
import { switchCompanySchema } from "./account-schemas";

/** Ends this browser's session: the record first (a copied cookie is worthless at once), then the cookie. */
export async function signOutOfStudio(): Promise<void> {
  const session = await currentPersonSession();
  if (session) await endSession(session.sessionId);
  await signOut({ redirectTo: "/sign-in?reason=signedOut" });
}

/** Ends every session of the person, on every device and in every process. */
export async function signOutEverywhere(): Promise<void> {
  const session = await currentPersonSession();
  if (session) await endAllSessions(session.person.id);
  await signOut({ redirectTo: "/sign-in?reason=signedOutEverywhere" });
}

/** Works on another of the person's companies (support staff: any company, recorded in its activity). */
export const switchCompany = definePersonAction(switchCompanySchema, async ({ username }, session) => ({ username: (await workOn(session, username)).username }));

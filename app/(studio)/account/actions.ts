"use server";
// A person's own account actions: name, e-mail and password, a new company of theirs (the account page), and
// signing out and switching company (the header, and the account page). No company role is involved
// (definePersonAction checks the session only); a new e-mail or password needs the current password, a new password
// ends every other session of the person, and switching checks the person's membership (or support staff) again
// (lib/studio/services/people.ts).
import { revalidatePath } from "next/cache";
import { headers } from "next/headers";
import { signOut } from "@/lib/auth";
import { definePersonAction } from "@/lib/studio/access/action";
import { ActionFailure } from "@/lib/studio/access/action-errors";
import { claimCompanyFor, createCompanyFor } from "@/lib/studio/services/accounts";
import {
  changeEmail,
  changePassword,
  endAllSessions,
  endSession,
  renamePerson,
  workOn,
} from "@/lib/studio/services/people";
import {
  claimSchema,
  emailChangeSchema,
  nameChangeSchema,
  newCompanySchema,
  passwordChangeSchema,
  switchCompanySchema,
} from "@/lib/studio/schemas/account";
import { currentPersonSession } from "@/lib/auth/session";

export const updateName = definePersonAction(nameChangeSchema, async ({ name }, session) => {
  await renamePerson(session, name);
  revalidatePath("/", "layout");
  return { name };
});

// The server (server/main.ts) sets this header from the socket (or the trusted proxy), never from the client.
const clientAddress = async () => (await headers()).get("x-capture-client-address") ?? "unknown";

/** Answers the same whether the address was free or taken (lib/studio/services/people.ts changeEmail). */
export const updateEmail = definePersonAction(emailChangeSchema, async ({ email, currentPassword }, session) => {
  const { endedSessions } = await changeEmail(session, email, currentPassword, await clientAddress());
  revalidatePath("/", "layout");
  return { email, endedSessions };
});

export const updatePassword = definePersonAction(
  passwordChangeSchema,
  async ({ currentPassword, newPassword }, session) =>
    changePassword(session, currentPassword, newPassword, await clientAddress()),
);

export const createCompany = definePersonAction(newCompanySchema, async ({ name, username }, session) => {
  const created = await createCompanyFor(session.person, name, username);
  if ("field" in created) throw new ActionFailure({ code: "usernameTaken", message: created.message });
  await workOn(
    {
      ...session,
      memberships: [...session.memberships, { company: { id: created.id, name, username }, role: "owner" }],
    },
    username,
  );
  revalidatePath("/", "layout");
  return { username };
});

/** The first owner of a company made by `npm run credentials`: only with the claim code it printed, never by name. */
export const claimCompany = definePersonAction(claimSchema, async ({ code }, session) => {
  const claimed = await claimCompanyFor(session.person, code);
  if ("field" in claimed) throw new ActionFailure({ code: "claimRefused", message: claimed.message });
  await workOn(
    { ...session, memberships: [...session.memberships, { company: claimed, role: "owner" }] },
    claimed.username,
  );
  revalidatePath("/", "layout");
  return { username: claimed.username };
});

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
export const switchCompany = definePersonAction(switchCompanySchema, async ({ username }, session) => ({
  username: (await workOn(session, username)).username,
}));

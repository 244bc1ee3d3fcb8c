"use server";
// The header's account actions: sign out, and switch company (checked by a token request for that company).
import { CredentialsSignin } from "next-auth";
import { signIn, signOut } from "@/lib/auth";
import { SIGN_IN_MESSAGES } from "@/lib/auth/sign-in-messages";
import { defineAction } from "@/lib/studio/action";
import { ActionFailure } from "@/lib/studio/action-errors";
import { readStudioToken } from "@/lib/studio/session-token";
import { switchCompanySchema } from "./account-schemas";

export async function signOutOfStudio(): Promise<void> {
  await signOut({ redirectTo: "/sign-in" });
}

/**
 * Signs in again with the same API client for another company: the session changes only when the API grants a
 * token for it, so a refused switch leaves the person signed in where they were.
 */
export const switchCompany = defineAction("events.read", switchCompanySchema, async ({ username }, { session }) => {
  const token = await readStudioToken();
  if (!token) throw new ActionFailure({ code: "signedOut", message: "Your session has ended. Sign in again." });
  if (username === session.company.username) return { username };
  try {
    await signIn("credentials", {
      clientId: token.clientId,
      clientSecret: token.clientSecret,
      username,
      recentCompanies: session.recentCompanies.join(","),
      redirect: false,
    });
  } catch (error) {
    if (error instanceof CredentialsSignin) {
      const code = error.code === "wrongCredentials" ? "signedOut" : error.code;
      throw new ActionFailure({ code, message: SIGN_IN_MESSAGES[error.code] ?? SIGN_IN_MESSAGES.signInFailed });
    }
    throw error;
  }
  return { username };
});

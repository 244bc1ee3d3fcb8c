"use server";
// Sign-in: hands the form to next-auth's Credentials provider (lib/auth/config.ts), which checks the e-mail and
// password (throttled per person); a refusal comes back as the form's message, a success redirects to where the
// person was going (a path of this site only: safeCallbackPath), or to their account when they belong to no company
// (landingPath). No role is needed to sign in.
import { AuthError, CredentialsSignin } from "next-auth";
import { redirect } from "next/navigation";
import { signIn } from "@/lib/auth";
import { signInMessage } from "@/lib/auth/sign-in-messages";
import { belongsToACompany } from "@/lib/studio/services/people";
import { landingPath } from "@/lib/auth/safe-callback";
import { safeCallbackPath } from "@/lib/auth/session";

export type SignInState = { message: string | null; email: string };

export async function signInWithPassword(_previous: SignInState, form: FormData): Promise<SignInState> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const email = text("email").trim().slice(0, 254);
  try {
    await signIn("credentials", { email, password: text("password"), redirect: false });
  } catch (error) {
    if (error instanceof CredentialsSignin) return { email, message: signInMessage(error.code) };
    if (error instanceof AuthError) return { email, message: signInMessage("signInFailed") };
    throw error;
  }
  redirect(landingPath(safeCallbackPath(text("callbackUrl")), await belongsToACompany(email)));
}

"use server";
// Sign-in: hands the form to next-auth's Credentials provider (lib/auth/config.ts), which checks the credentials
// by a token request; a refusal comes back as the form's message, a success redirects to where the person was going.
import { AuthError, CredentialsSignin } from "next-auth";
import { signIn } from "@/lib/auth";
import { signInMessage } from "@/lib/auth/sign-in-messages";
import { safeCallbackPath } from "@/lib/studio/session";

export type SignInState = { message: string | null; clientId: string; username: string };

export async function signInWithCredentials(_previous: SignInState, form: FormData): Promise<SignInState> {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const kept = { clientId: text("clientId").trim(), username: text("username").trim() };
  try {
    await signIn("credentials", {
      clientId: kept.clientId,
      clientSecret: text("clientSecret"),
      username: kept.username,
      redirectTo: safeCallbackPath(text("callbackUrl")),
    });
  } catch (error) {
    if (error instanceof CredentialsSignin) return { ...kept, message: signInMessage(error.code) };
    if (error instanceof AuthError) return { ...kept, message: signInMessage("signInFailed") };
    // next-auth signals success with a redirect, which is thrown.
    throw error;
  }
  return { ...kept, message: null };
}

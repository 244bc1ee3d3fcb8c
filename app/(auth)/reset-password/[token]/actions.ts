"use server";
// A new password from a reset link: the link is the authorisation (nobody is signed in); the service spends it
// and ends every session of the person (docs/security.md "Password reset").
import { redirect } from "next/navigation";
import { passwordInputSchema } from "@/lib/studio/schemas/account";
import { resetPassword } from "@/lib/studio/services/password-reset";

export type ResetState = { message: string | null };

export async function chooseNewPassword(_previous: ResetState, form: FormData): Promise<ResetState> {
  const token = form.get("token");
  const password = passwordInputSchema.safeParse(form.get("password"));
  if (typeof token !== "string" || !token) return { message: "Open the link from the e-mail again." };
  if (!password.success) return { message: password.error.issues[0]?.message ?? "Enter a new password." };
  const outcome = await resetPassword(token, password.data);
  if (!outcome.ok) return { message: outcome.error };
  redirect("/sign-in?reason=passwordReset");
}

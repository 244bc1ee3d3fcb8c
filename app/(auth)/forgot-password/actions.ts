"use server";
// "Forgot your password?": nobody is signed in, so no role to check; the answer is the same whether or not the
// address is somebody's (lib/studio/services/password-reset.ts), and the requests are throttled there.
import { headers } from "next/headers";
import { emailSchema } from "@/lib/studio/schemas/account";
import { publicOrigin } from "@/lib/studio/services/public-origin";
import { requestPasswordReset } from "@/lib/studio/services/password-reset";

export type ForgotState = { message: string | null; sent: boolean; email: string };

export async function askForReset(_previous: ForgotState, form: FormData): Promise<ForgotState> {
  const raw = form.get("email");
  const email = typeof raw === "string" ? raw.slice(0, 254) : "";
  const parsed = emailSchema.safeParse(email);
  if (!parsed.success) return { message: parsed.error.issues[0].message, sent: false, email };
  const requestHeaders = await headers();
  const address = requestHeaders.get("x-capture-client-address") ?? "unknown";
  const answer = await requestPasswordReset(parsed.data, address, await publicOrigin(requestHeaders));
  if (!answer.ok) {
    const minutes = Math.ceil(answer.retryAfterSeconds / 60);
    return {
      message: `Too many requests for a new password. Wait ${minutes} min, then try again.`,
      sent: false,
      email,
    };
  }
  return { message: null, sent: true, email: parsed.data };
}

"use server";
// Accepting an invitation: as the signed-in person (joins with their account), or as a new person (name, e-mail,
// password; then signed in). The link's token is the authorisation; it works once, until it expires, is revoked
// or ends with its creator's rights, and only for its bound address if it has one (lib/studio/services/team.ts); the
// role
// comes from the invitation, never from the form.
import { AuthError } from "next-auth";
import { redirect } from "next/navigation";
import { z } from "zod";
import { signIn } from "@/lib/auth";
import { ActionFailure } from "@/lib/studio/access/action-errors";
import { newAccountSchema } from "@/lib/studio/schemas/account";
import { currentPersonSession } from "@/lib/auth/session";
import { join, joinAsNewPerson, viewInvitation, INVITATION_MESSAGES } from "@/lib/studio/services/team";

export type JoinState = { message: string | null; field: string | null; values: Record<string, string> };

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{20,64}$/);

/** Joins with the signed-in account; a member already is taken to the company without using the link. */
export async function joinAsSignedIn(token: string): Promise<{ message: string }> {
  const session = await currentPersonSession();
  if (!session) return { message: "Your session has ended. Sign in again, then open the link once more." };
  if (!tokenSchema.safeParse(token).success) return { message: INVITATION_MESSAGES.notFound };
  try {
    await join(
      token,
      { personId: session.person.id, email: session.person.email, name: session.person.name },
      session.sessionId,
    );
  } catch (error) {
    if (error instanceof ActionFailure) return { message: error.actionError.message };
    throw error;
  }
  redirect("/events");
}

export async function joinWithNewAccount(token: string, _previous: JoinState, form: FormData): Promise<JoinState> {
  const raw = {
    name: String(form.get("name") ?? ""),
    email: String(form.get("email") ?? ""),
    password: String(form.get("password") ?? ""),
  };
  const values = { name: raw.name, email: raw.email };
  if (!tokenSchema.safeParse(token).success) return { message: INVITATION_MESSAGES.notFound, field: null, values };
  const invitation = await viewInvitation(token);
  if (invitation.state !== "pending") return { message: INVITATION_MESSAGES[invitation.state], field: null, values };
  const parsed = newAccountSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { message: issue.message, field: String(issue.path[0] ?? ""), values };
  }
  const joined = await joinAsNewPerson(token, parsed.data);
  if (!("joined" in joined)) return { message: joined.message, field: joined.field, values };
  try {
    await signIn("credentials", { email: parsed.data.email, password: parsed.data.password, redirectTo: "/events" });
  } catch (error) {
    if (error instanceof AuthError)
      return {
        message: "You joined, but signing in failed. Sign in with your e-mail and password.",
        field: null,
        values,
      };
    throw error;
  }
  return { message: null, field: null, values };
}

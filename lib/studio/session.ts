import "server-only";
// The signed-in person, as pages and server actions see it: nothing secret (the secret stays in the encrypted token).
import { redirect } from "next/navigation";
import { auth } from "../auth";
import type { Role } from "./roles";
import type { StudioCompany } from "./verify-credentials";

export type StudioSession = { clientId: string; username: string | null; company: StudioCompany; recentCompanies: string[]; role: Role };

/** The session, or null when nobody is signed in (or the session expired). */
export async function currentSession(): Promise<StudioSession | null> {
  const session = await auth();
  return session?.studio ? { ...session.studio, role: "owner" } : null;
}

/** Only a path of this site comes back after sign-in: never another origin (`//evil.example`, `https://…`). */
export function safeCallbackPath(value: unknown, fallback = "/events"): string {
  return typeof value === "string" && value.startsWith("/") && !value.startsWith("//") && !value.startsWith("/\\") ? value : fallback;
}

/** The session; without one, redirects to `/sign-in?callbackUrl=<callbackPath>` (and back after sign-in). */
export async function requireSession(callbackPath: string): Promise<StudioSession> {
  const session = await currentSession();
  if (!session) redirect(`/sign-in?callbackUrl=${encodeURIComponent(safeCallbackPath(callbackPath))}`);
  return session;
}

import "server-only";
// The SDK client for the signed-in person's company: the studio's own API client acting for that company
// (lib/studio/services/studio-api.ts), after the session (and so the membership) was checked.
import { redirect } from "next/navigation";
import type { Client } from "../../sdk";
import { currentSession } from "../../auth/session";
import { companyApi } from "./studio-api";

/** The SDK client of the signed-in person's company; without a session, redirects to the sign-in page. */
export async function studioApi(): Promise<Client> {
  const session = await currentSession();
  if (!session) redirect("/sign-in?reason=sessionEnded");
  return companyApi(session.company);
}

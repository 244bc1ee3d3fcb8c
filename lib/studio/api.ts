import "server-only";
// The SDK client of the signed-in person, kept across requests (lib/studio/sdk-clients.ts).
import { redirect } from "next/navigation";
import type { Client } from "../sdk";
import { clientFor } from "./sdk-clients";
import { readStudioToken } from "./session-token";

/** The signed-in person's client; without a session, redirects to the sign-in page. */
export async function studioApi(): Promise<Client> {
  const token = await readStudioToken();
  if (!token) redirect("/sign-in?reason=signedOut");
  return clientFor(token);
}

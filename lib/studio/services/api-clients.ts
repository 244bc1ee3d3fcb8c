import "server-only";
// A company's API clients, managed by its owners: create (the secret shown once), list with created and last-used
// times, revoke (its tokens refused at once, in every process). The studio's own client is never listed.
import {
  createApiClient,
  listApiClientsOf,
  revokeApiClient,
  type ApiClientSummary,
} from "../../db/repositories/api-clients";
import { ActionFailure } from "../access/action-errors";
import { record } from "./activity";
import type { StudioSession } from "../../auth/session";
import { studioClientId } from "./studio-api";

export type { ApiClientSummary };

export async function apiClients(session: StudioSession): Promise<ApiClientSummary[]> {
  return listApiClientsOf(session.company.id, await studioClientId());
}

export async function createClientFor(
  session: StudioSession,
  name: string,
): Promise<{ clientId: string; clientSecret: string }> {
  // Who made it stays on the page (and in the Members remove dialog): docs/security.md "API clients".
  const created = await createApiClient([session.company.id], {
    name,
    createdBy: { id: session.person.id, name: `${session.person.name} <${session.person.email}>` },
  });
  await record(session.company.id, session.person, "clientCreated", `${name} (${created.clientId})`);
  return created;
}

export async function revokeClient(session: StudioSession, clientId: string): Promise<void> {
  const listed = (await apiClients(session)).find((client) => client.id === clientId);
  if (!listed || !(await revokeApiClient(session.company.id, clientId))) {
    throw new ActionFailure({
      code: "notFound",
      message: "This API client no longer acts for your company (already revoked?). Reload the page.",
    });
  }
  await record(session.company.id, session.person, "clientRevoked", `${listed.name ?? "unnamed"} (${clientId})`);
}

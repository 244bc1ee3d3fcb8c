import type { Metadata } from "next";
import { headers } from "next/headers";
import { ApiEssentials, ClientsTable, NewClientForm } from "@/components/api-clients/api-clients-view";
import { NotAllowed } from "@/components/shell/not-allowed";
import { apiClients } from "@/lib/studio/services/api-clients";
import { publicOrigin } from "@/lib/studio/services/public-origin";
import { relativeTime } from "@/lib/studio/format/relative-time";
import { can } from "@/lib/studio/access/roles";
import { requireSession } from "@/lib/auth/session";
import { createApiClient, revokeApiClient } from "../actions";

export const metadata: Metadata = { title: "API clients" };

export default async function ApiClientsPage() {
  const session = await requireSession("/settings/api-clients");
  if (!can(session.role, "clients.manage")) return <NotAllowed role={session.role} permission="clients.manage" />;
  const clients = await apiClients(session);
  const now = new Date();
  const origin = await publicOrigin(await headers());
  return (
    <div className="space-y-8">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">API clients</h1>
        <p className="text-sm text-slate-600">
          Integrations reach {session.company.name}&apos;s events and registrations through the Event-Capture API with a
          client&apos;s id and secret (see “Using the API” below). People do not need one: they sign in to the studio as
          themselves. A client keeps working when the person who made it leaves, until an owner revokes it.
        </p>
      </div>
      <NewClientForm origin={origin} actions={{ createApiClient }} />
      <section className="space-y-2">
        <h2 className="text-base font-semibold text-slate-900">Clients of this company</h2>
        <ClientsTable
          rows={clients.map((client) => ({
            id: client.id,
            name: client.name ?? "No name (made on the server's command line)",
            named: client.name !== null,
            created: relativeTime(client.created, now),
            createdBy: client.createdByName,
            lastUsed: client.lastUsed ? relativeTime(client.lastUsed, now) : "never",
            shared: client.companyCount > 1,
          }))}
          actions={{ revokeApiClient }}
        />
      </section>
      <ApiEssentials origin={origin} />
    </div>
  );
}

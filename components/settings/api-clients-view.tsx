"use client";
// The API clients page's interactive parts: create a client (its secret shown once, with copy buttons, a curl line
// and an SDK snippet) and revoke one (its tokens stop working at once).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { createApiClient, revokeApiClient } from "@/app/(studio)/settings/actions";
import { buttonClasses } from "@/components/ui/button";
import { FormError, StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { CopyField } from "./copy-field";
import { useSettingsAction } from "./use-settings-action";

export type ClientRow = { id: string; name: string; created: string; lastUsed: string; shared: boolean };
type Created = { clientId: string; clientSecret: string; name: string; company: string };

const VENDOR = "application/vnd.service-v1.1.5+json";

export function NewClientForm({ origin }: { origin: string }) {
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const curl = created
    ? `curl -s -u '${created.clientId}:${created.clientSecret}' -H 'Accept: ${VENDOR}' -H 'Content-Type: ${VENDOR}' -d '{"grant_type":"client_credentials","scope":"PublicAPI"}' ${origin}/api/auth`
    : "";
  const sdk = created
    ? [
        `import { createClient } from "./lib/sdk";`,
        ``,
        `const api = createClient({`,
        `  baseUrl: "${origin}",`,
        `  clientId: "${created.clientId}",`,
        `  clientSecret: process.env.CAPTURE_CLIENT_SECRET!, // keep the secret out of the code`,
        `});`,
        `for await (const event of api.events.iterate({ fields: ["name"] })) console.log(event.id, event.name);`,
      ].join("\n")
    : "";
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const name = new FormData(form).get("name");
        startTransition(async () => {
          const result = await createApiClient({ name });
          if (!result.ok) {
            setError(result.error.message);
            return;
          }
          setError(null);
          setCreated(result.data);
          form.reset();
          router.refresh();
        });
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">New API client</h2>
      <p className="text-sm text-slate-600">For an integration (a badge scanner, a CRM sync): it gets tokens for this company with its id and secret.</p>
      {error && <FormError>{error}</FormError>}
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Name
          <input name="name" required maxLength={100} placeholder="Badge scanner" className="mt-1 block w-72 rounded-md border border-slate-300 px-3 py-1.5 text-sm" />
        </label>
        <button type="submit" disabled={pending} className={buttonClasses("primary", "text-sm disabled:opacity-60")}>
          {pending ? "Creating…" : "Create API client"}
        </button>
      </div>
      {created && (
        <div className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="new-client">
          <p className="text-sm text-emerald-900">
            <strong>{created.name}</strong> was created. Copy its secret now: it is stored only as a hash and <strong>shown only this once</strong>.
          </p>
          <CopyField label="Client ID" value={created.clientId} />
          <CopyField label="Client secret" value={created.clientSecret} />
          <CopyField label="Get a token with curl" value={curl} />
          <CopyField label="With the TypeScript SDK" value={sdk} multiline />
          <button type="button" className={buttonClasses("secondary", "text-sm")} onClick={() => setCreated(null)}>
            I have copied the secret
          </button>
        </div>
      )}
    </form>
  );
}

export function ClientsTable({ rows }: { rows: ClientRow[] }) {
  const { notice, pending, run } = useSettingsAction();
  if (!rows.length) return <p className="text-sm text-slate-600">This company has no API clients yet.</p>;
  const revoke = (row: ClientRow) => {
    if (window.confirm(`Revoke “${row.name}”? Integrations using it stop working at once.`)) run(() => revokeApiClient({ clientId: row.id }), `“${row.name}” was revoked: its tokens no longer work.`);
  };
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <Table columns={[{ label: "Name" }, { label: "Client ID" }, { label: "Created" }, { label: "Last used" }]}>
            {rows.map((row) => (
              <tr key={row.id}>
                <td className="px-4 py-2 font-medium text-slate-900">
                  {row.name}
                  {row.shared && <span className="ml-2 text-xs font-normal text-slate-500">(also acts for other companies)</span>}
                </td>
                <td className="px-4 py-2 font-mono text-xs text-slate-700">{row.id}</td>
                <td className="px-4 py-2 text-slate-600">{row.created}</td>
                <td className="px-4 py-2 text-slate-600">{row.lastUsed}</td>
                <td className="px-4 py-2 text-right">
                  <button type="button" disabled={pending} className="rounded-md px-2 py-1 text-red-700 hover:bg-red-50 disabled:opacity-60" onClick={() => revoke(row)}>
                    Revoke<span className="sr-only"> {row.name}</span>
                  </button>
                </td>
              </tr>
            ))}
      </Table>
    </div>
  );
}

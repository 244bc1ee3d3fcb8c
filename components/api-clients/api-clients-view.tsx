"use client";
// The API clients page's interactive parts: create a client (its secret shown once, with copy buttons, a curl line
// and an SDK snippet) and revoke one (its tokens stop working at once).
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError, StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { CopyField } from "@/components/ui/copy-field";
import { useActionNotice } from "../ui/use-action-notice";
import type { ApiClientActions } from "./contract";

export type ClientRow = {
  id: string;
  name: string;
  named: boolean;
  created: string;
  createdBy: string | null;
  lastUsed: string;
  shared: boolean;
};
type Created = { clientId: string; clientSecret: string; name: string; company: string };

const VENDOR = "application/vnd.service-v1.1.5+json";

export function NewClientForm({
  origin,
  actions,
}: {
  origin: string;
  actions: Pick<ApiClientActions, "createApiClient">;
}) {
  const [created, setCreated] = useState<Created | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  const curl = created
    ? `curl -s -u '${created.clientId}:${created.clientSecret}' -H ` +
      `'Accept: ${VENDOR}' -H 'Content-Type: ${VENDOR}' -d '{"grant_type":"client_credentials","scope":"PublicAPI"}' ` +
      `${origin}/api/auth`
    : "";
  const sdk = created
    ? [
        `import { createClient } from "@capture-studio/sdk";`,
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
          const result = await actions.createApiClient({ name });
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
      <p className="text-sm text-slate-600">
        For an integration (a badge scanner, a CRM sync): it gets tokens for this company with its id and secret.
      </p>
      {error && <FormError>{error}</FormError>}
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Name
          <input
            name="name"
            required
            maxLength={100}
            placeholder="Badge scanner"
            className="mt-1 block w-72 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
        </label>
        <Button type="submit" disabled={pending} size="sm" className="disabled:opacity-60">
          {pending ? "Creating…" : "Create API client"}
        </Button>
      </div>
      {created && (
        <div className="space-y-3 rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="new-client">
          <p className="text-sm text-emerald-900">
            <strong>{created.name}</strong> was created. Copy its secret now: it is stored only as a hash and{" "}
            <strong>shown only this once</strong>.
          </p>
          <CopyField label="Client ID" value={created.clientId} />
          <CopyField label="Client secret" value={created.clientSecret} />
          <CopyField label="Get a token with curl" value={curl} />
          <CopyField label="With the TypeScript SDK" value={sdk} multiline />
          <Button variant="secondary" size="sm" onClick={() => setCreated(null)}>
            I have copied the secret
          </Button>
        </div>
      )}
    </form>
  );
}

/** The API's essentials for a browser user (the full reference, docs/api.md, is in the repository, not served). */
export function ApiEssentials({ origin }: { origin: string }) {
  const curl =
    `curl -s -u "$CLIENT_ID:$CLIENT_SECRET" -H 'Accept: ${VENDOR}' ` +
    `-H 'Content-Type: ${VENDOR}' -d '{"grant_type":"client_credentials","scope":"PublicAPI"}' ` +
    `${origin}/api/auth`;
  return (
    <section className="space-y-2 rounded-lg border border-slate-200 bg-white p-4" aria-labelledby="api-essentials">
      <h2 id="api-essentials" className="text-base font-semibold text-slate-900">
        Using the API
      </h2>
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>
          Every request sends <code className="font-mono text-xs">Accept: {VENDOR}</code> (and the same{" "}
          <code className="font-mono text-xs">Content-Type</code> with a body).
        </li>
        <li>
          Get a token: <code className="font-mono text-xs">POST {origin}/api/auth</code> with the client&apos;s id and
          secret (HTTP Basic); send it as <code className="font-mono text-xs">Authorization: Bearer …</code>.
        </li>
        <li>
          Then <code className="font-mono text-xs">GET /api/company</code>,{" "}
          <code className="font-mono text-xs">GET /api/events</code>,{" "}
          <code className="font-mono text-xs">GET /api/events/:id</code> and{" "}
          <code className="font-mono text-xs">POST /api/events/:id/registrations</code>; the TypeScript SDK (
          <code className="font-mono text-xs">@capture-studio/sdk</code>) does all of this for you.
        </li>
      </ul>
      <CopyField label="Get a token with curl (set CLIENT_ID and CLIENT_SECRET first)" value={curl} />
      <p className="text-xs text-slate-600">
        The full reference is docs/api.md in the Capture Studio source; ask whoever runs this studio for it.
      </p>
    </section>
  );
}

export function ClientsTable({
  rows,
  actions,
}: {
  rows: ClientRow[];
  actions: Pick<ApiClientActions, "revokeApiClient">;
}) {
  const { notice, pending, run } = useActionNotice();
  const [revoking, setRevoking] = useState<ClientRow | null>(null);
  if (!rows.length)
    return (
      <p className="text-sm text-slate-600">
        This company has no API clients yet: create one above, then use it as “Using the API” shows.
      </p>
    );
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <Table columns={[{ label: "Name" }, { label: "Client ID" }, { label: "Created" }, { label: "Last used" }]}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className={`px-4 py-2 font-medium ${row.named ? "text-slate-900" : "text-slate-600 italic"}`}>
              <bdi>{row.name}</bdi>
              {row.shared && (
                <span className="ml-2 text-xs font-normal text-slate-500">(also acts for other companies)</span>
              )}
            </td>
            <td className="px-4 py-2 font-mono text-xs text-slate-700">{row.id}</td>
            <td className="px-4 py-2 text-slate-600">
              {row.created}
              <span className="block text-xs">
                {row.createdBy ? (
                  <>
                    by <bdi>{row.createdBy}</bdi>
                  </>
                ) : (
                  "on the command line"
                )}
              </span>
            </td>
            <td className="px-4 py-2 text-slate-600">{row.lastUsed}</td>
            <td className="px-4 py-2 text-right">
              <Button variant="ghost-danger" size="row" disabled={pending} onClick={() => setRevoking(row)}>
                Revoke<span className="sr-only"> {row.name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </Table>
      {revoking && (
        <ConfirmDialog
          title={`Revoke “${revoking.name}”?`}
          description={
            "Integrations using this client stop working at once: its tokens are " +
            "refused from the next request, in every server process. This cannot be " +
            "undone; they would need a new client."
          }
          confirmLabel={`Revoke ${revoking.name}`}
          cancelLabel="Keep it"
          busy={pending}
          onCancel={() => setRevoking(null)}
          onConfirm={() => {
            const row = revoking;
            setRevoking(null);
            run(
              () => actions.revokeApiClient({ clientId: row.id }),
              `“${row.name}” was revoked: its tokens no longer work.`,
            );
          }}
        />
      )}
    </div>
  );
}

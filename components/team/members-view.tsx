"use client";
// The members page's interactive part for the members: each member's role and removal (the invitations are
// invitations-view.tsx). Every change goes through the owners' server actions.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { ROLE_LABELS, ROLES, type Role } from "@/lib/studio/access/roles";
import { useActionNotice } from "../ui/use-action-notice";
import type { MemberActions } from "./contract";

export type MemberRow = {
  personId: number;
  name: string;
  email: string;
  role: Role;
  lastActive: string | null;
  you: boolean;
  clients: { id: string; name: string }[];
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
/** What ended with a member's rights, for the status line (docs/security.md "Invitations"). */
const endedNote = (count: number, name: string) =>
  count ? ` ${plural(count, "pending invitation")} made by ${name} ended.` : "";

/** Asks before removing a member, listing the API clients they made, each kept unless the owner ticks it. */
function RemoveMemberDialog({
  row,
  busy,
  onConfirm,
  onCancel,
}: {
  row: MemberRow;
  busy: boolean;
  onConfirm(revokeClientIds: string[]): void;
  onCancel(): void;
}) {
  const [revoke, setRevoke] = useState<string[]>([]);
  return (
    <ConfirmDialog
      title={`Remove ${row.name}?`}
      description={
        `${row.name} (${row.email}) loses access to the company at once: ` +
        `their sessions here end, and the pending invitations they made ` +
        `end too. Their events and registrations stay.`
      }
      confirmLabel={
        revoke.length ? `Remove ${row.name} and revoke ${plural(revoke.length, "client")}` : `Remove ${row.name}`
      }
      cancelLabel="Keep them"
      busy={busy}
      onConfirm={() => onConfirm(revoke)}
      onCancel={onCancel}
    >
      {row.clients.length > 0 && (
        <fieldset data-testid="clients-they-made">
          <legend className="font-medium text-slate-900">API clients {row.name} made</legend>
          <p className="mt-1 text-slate-600">
            They keep working after the removal unless you revoke them here: integrations must not stop without anyone
            noticing. Tick those that should stop now; the activity records your choice either way.
          </p>
          <ul className="mt-2 space-y-1">
            {row.clients.map((client) => (
              <li key={client.id}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    checked={revoke.includes(client.id)}
                    onChange={(event) =>
                      setRevoke((ids) =>
                        event.target.checked ? [...ids, client.id] : ids.filter((id) => id !== client.id),
                      )
                    }
                  />
                  Revoke <bdi className="font-medium">{client.name}</bdi>{" "}
                  <span className="font-mono text-xs text-slate-500">{client.id}</span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </ConfirmDialog>
  );
}

export function MembersTable({
  rows,
  actions,
}: {
  rows: MemberRow[];
  actions: Pick<MemberActions, "changeMemberRole" | "removeCompanyMember">;
}) {
  const { notice, pending, run } = useActionNotice();
  const [removing, setRemoving] = useState<MemberRow | null>(null);
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <Table columns={[{ label: "Name" }, { label: "E-mail" }, { label: "Role" }, { label: "Last active" }]}>
        {rows.map((row) => (
          <tr key={row.personId}>
            <td className="px-4 py-2 font-medium text-slate-900">
              <bdi>{row.name}</bdi>
              {row.you && <span className="ml-2 text-xs font-normal text-slate-500">(you)</span>}
            </td>
            <td className="px-4 py-2 text-slate-700">{row.email}</td>
            <td className="px-4 py-2">
              <select
                aria-label={`Role of ${row.name}`}
                value={row.role}
                disabled={pending}
                onChange={(event) => {
                  const role = event.target.value as Role;
                  run(
                    () => actions.changeMemberRole({ personId: row.personId, role }),
                    (data) =>
                      `${row.name} is now ${ROLE_LABELS[role].toLowerCase()}.` +
                      endedNote(data.endedInvitations, row.name),
                  );
                }}
                className="rounded-md border border-slate-300 bg-white px-2 py-1 text-sm"
              >
                {ROLES.map((role) => (
                  <option key={role} value={role}>
                    {ROLE_LABELS[role]}
                  </option>
                ))}
              </select>
            </td>
            <td className="px-4 py-2 text-slate-600">{row.lastActive ?? "never"}</td>
            <td className="px-4 py-2 text-right">
              <Button variant="ghost-danger" size="row" disabled={pending} onClick={() => setRemoving(row)}>
                Remove<span className="sr-only"> {row.name}</span>
              </Button>
            </td>
          </tr>
        ))}
      </Table>
      {removing && (
        <RemoveMemberDialog
          row={removing}
          busy={pending}
          onCancel={() => setRemoving(null)}
          onConfirm={(revokeClientIds) => {
            const row = removing;
            setRemoving(null);
            run(
              () => actions.removeCompanyMember({ personId: row.personId, revokeClientIds }),
              (data) =>
                `${row.name} was removed.${endedNote(data.endedInvitations, row.name)}` +
                (data.keptClients.length ? ` Kept (still working): ${data.keptClients.join(", ")}.` : "") +
                (data.revokedClients.length ? ` Revoked: ${data.revokedClients.join(", ")}.` : ""),
            );
          }}
        />
      )}
    </div>
  );
}

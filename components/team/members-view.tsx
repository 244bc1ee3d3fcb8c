"use client";
// The members page's interactive parts: each member's role and removal, the pending invitations with revoke, and
// a new invitation whose link is shown once. Every change goes through the owners' server actions.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError, StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "@/lib/studio/access/roles";
import { CopyField } from "@/components/ui/copy-field";
import { useActionNotice } from "../ui/use-action-notice";
import { formatDateTime } from "@/lib/studio/format/dates";
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
export type InvitationRowView = {
  id: number;
  note: string | null;
  email: string | null;
  role: Role;
  state: string;
  createdBy: string | null;
  created: string;
  expires: string;
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

export function InviteForm({ origin, actions }: { origin: string; actions: Pick<MemberActions, "inviteMember"> }) {
  const [link, setLink] = useState<{ url: string; role: Role; expires: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const router = useRouter();
  return (
    <form
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const role = String(form.get("role")) as Role;
        startTransition(async () => {
          const result = await actions.inviteMember({
            role,
            note: form.get("note") ?? "",
            email: form.get("email") ?? "",
          });
          if (!result.ok) {
            setError(result.error.message);
            return;
          }
          setError(null);
          setLink({ url: `${origin}${result.data.path}`, role, expires: formatDateTime(result.data.expiresAt) });
          router.refresh();
        });
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">Invite somebody</h2>
      <p className="text-sm text-slate-600">
        The link works once, for 7 days. Send it to the person yourself (chat, e-mail); they choose their own password.
      </p>
      <p id="invite-email-help" className="text-sm text-slate-600">
        With an e-mail address, only a person who signs in or joins with that address can use the link: anybody else who
        opens it is refused. The link also ends if you stop being allowed to invite with its role.
      </p>
      {error && <FormError>{error}</FormError>}
      <div className="flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Who is it for? <span className="font-normal text-slate-500">(a note for you)</span>
          <input
            name="note"
            maxLength={200}
            placeholder="Ada, marketing"
            className="mt-1 block w-64 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
        </label>
        <label className="text-sm font-medium text-slate-800">
          Only for this e-mail address <span className="font-normal text-slate-500">(optional)</span>
          <input
            name="email"
            type="email"
            maxLength={254}
            placeholder="ada@company.com"
            aria-describedby="invite-email-help"
            className="mt-1 block w-64 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          />
        </label>
        <fieldset className="text-sm">
          <legend className="font-medium text-slate-800">Role</legend>
          <div className="mt-1 flex gap-3">
            {ROLES.map((role) => (
              <label key={role} className="flex items-center gap-1" title={ROLE_DESCRIPTIONS[role]}>
                <input type="radio" name="role" value={role} defaultChecked={role === "editor"} />
                {ROLE_LABELS[role]}
              </label>
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={pending} size="sm" className="disabled:opacity-60">
          {pending ? "Creating…" : "Create invitation link"}
        </Button>
      </div>
      <ul className="text-xs text-slate-600">
        {ROLES.map((role) => (
          <li key={role}>
            <strong>{ROLE_LABELS[role]}</strong>: {ROLE_DESCRIPTIONS[role]}
          </li>
        ))}
      </ul>
      {link && (
        <div className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="invitation-link">
          <p className="text-sm text-emerald-900">
            Invitation as {ROLE_LABELS[link.role].toLowerCase()} created. Copy the link now: it is shown only once
            (expires {link.expires}).
          </p>
          <CopyField label="Invitation link" value={link.url} />
        </div>
      )}
    </form>
  );
}

export function InvitationsTable({
  rows,
  actions,
}: {
  rows: InvitationRowView[];
  actions: Pick<MemberActions, "revokeInvitation">;
}) {
  const { notice, pending, run } = useActionNotice();
  if (!rows.length) return <p className="text-sm text-slate-600">No invitations yet.</p>;
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <Table columns={[{ label: "For" }, { label: "Role" }, { label: "State" }, { label: "Created" }]}>
        {rows.map((row) => (
          <tr key={row.id}>
            <td className="px-4 py-2 text-slate-900">
              {row.note ?? <span className="text-slate-500">(no note)</span>}
              {row.email && <span className="block text-xs text-slate-600">only {row.email}</span>}
            </td>
            <td className="px-4 py-2 text-slate-700">{ROLE_LABELS[row.role]}</td>
            <td className="px-4 py-2 text-slate-700">
              {row.state === "pending"
                ? `Pending, expires ${row.expires}`
                : row.state === "ended"
                  ? "Ended (its creator may no longer invite with this role)"
                  : row.state[0].toUpperCase() + row.state.slice(1)}
            </td>
            <td className="px-4 py-2 text-slate-600">
              {row.created}
              {row.createdBy ? (
                <>
                  {" by "}
                  <bdi>{row.createdBy}</bdi>
                </>
              ) : (
                ""
              )}
            </td>
            <td className="px-4 py-2 text-right">
              {row.state === "pending" && (
                <Button
                  variant="ghost-danger"
                  size="row"
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => actions.revokeInvitation({ invitationId: row.id }),
                      "The invitation was revoked: its link no longer works.",
                    )
                  }
                >
                  Revoke<span className="sr-only"> the invitation {row.note ?? `#${row.id}`}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

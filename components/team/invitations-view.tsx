"use client";
// The members page's invitations: a new invitation (e-mailed when it has an address, its link shown once either
// way, so a studio without mail still works), and the invitations with their e-mail's state, resend and revoke.
// Every change goes through the owners' server actions.
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { MailState } from "@/components/mail/mail-state";
import { Button } from "@/components/ui/button";
import { CopyField } from "@/components/ui/copy-field";
import { FormError, StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { ROLE_DESCRIPTIONS, ROLE_LABELS, ROLES, type Role } from "@/lib/studio/access/roles";
import { formatDateTime } from "@/lib/studio/format/dates";
import { useActionNotice } from "../ui/use-action-notice";
import type { MemberActions } from "./contract";

export type InvitationRowView = {
  id: number;
  note: string | null;
  email: string | null;
  role: Role;
  state: string;
  createdBy: string | null;
  created: string;
  expires: string;
  /** The latest e-mail of the invitation, if it was e-mailed. */
  mail: { state: string; lastError: string | null; sent: string | null } | null;
};

/** A link shown this once, to copy: the studio keeps only its hash. */
function LinkOnce({ text, url }: { text: string; url: string }) {
  return (
    <div className="space-y-2 rounded-md border border-emerald-200 bg-emerald-50 p-3" data-testid="invitation-link">
      <p className="text-sm text-emerald-900">{text}</p>
      <CopyField label="Invitation link" value={url} />
    </div>
  );
}

export function InviteForm({
  origin,
  mailConfigured,
  actions,
}: {
  origin: string;
  mailConfigured: boolean;
  actions: Pick<MemberActions, "inviteMember">;
}) {
  const [link, setLink] = useState<{ url: string; text: string } | null>(null);
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
          const { mailedTo } = result.data;
          const sent = !mailedTo
            ? ""
            : mailConfigured
              ? ` It is being e-mailed to ${mailedTo}.`
              : ` Its e-mail to ${mailedTo} waits in the outbox (mail is not configured).`;
          setLink({
            url: `${origin}${result.data.path}`,
            text:
              `Invitation as ${ROLE_LABELS[role].toLowerCase()} created.${sent} ` +
              `Copy the link now if you want to carry it yourself: it is shown only once ` +
              `(expires ${formatDateTime(result.data.expiresAt)}).`,
          });
          router.refresh();
        });
      }}
    >
      <h2 className="text-base font-semibold text-slate-900">Invite somebody</h2>
      <p className="text-sm text-slate-600">
        The link works once, for 7 days; the person chooses their own password. With an e-mail address we send them the
        link; without one, send it yourself (chat, e-mail).
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
          Their e-mail address <span className="font-normal text-slate-500">(optional)</span>
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
      {link && <LinkOnce text={link.text} url={link.url} />}
    </form>
  );
}

function invitationState(row: InvitationRowView): string {
  if (row.state === "pending") return `Pending, expires ${row.expires}`;
  if (row.state === "ended") return "Ended (its creator may no longer invite with this role)";
  return row.state[0].toUpperCase() + row.state.slice(1);
}

export function InvitationsTable({
  rows,
  origin,
  actions,
}: {
  rows: InvitationRowView[];
  origin: string;
  actions: Pick<MemberActions, "revokeInvitation" | "resendInvitation">;
}) {
  const { notice, pending, run } = useActionNotice();
  const [link, setLink] = useState<{ url: string; text: string } | null>(null);
  if (!rows.length) return <p className="text-sm text-slate-600">No invitations yet.</p>;
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      {link && <LinkOnce text={link.text} url={link.url} />}
      <Table
        columns={[{ label: "For" }, { label: "Role" }, { label: "State" }, { label: "E-mail" }, { label: "Created" }]}
      >
        {rows.map((row) => {
          const name = row.note ?? row.email ?? `#${row.id}`;
          const unsent = row.mail?.state === "queued" || row.mail?.state === "sending";
          return (
            <tr key={row.id}>
              <td className="px-4 py-2 text-slate-900">
                {row.note ?? <span className="text-slate-500">(no note)</span>}
                {row.email && <span className="block text-xs text-slate-600">only {row.email}</span>}
              </td>
              <td className="px-4 py-2 text-slate-700">{ROLE_LABELS[row.role]}</td>
              <td className="px-4 py-2 text-slate-700">{invitationState(row)}</td>
              <td className="px-4 py-2 text-sm" data-testid="invitation-mail">
                {row.mail ? (
                  <MailState state={row.mail.state} lastError={row.mail.lastError} when={row.mail.sent} />
                ) : (
                  <span className="text-slate-500">{row.email ? "Not e-mailed" : "Link only"}</span>
                )}
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
              <td className="px-4 py-2 text-right whitespace-nowrap">
                {row.state === "pending" && row.email && !unsent && (
                  <Button
                    variant="ghost"
                    size="row"
                    disabled={pending}
                    onClick={() =>
                      run(
                        () => actions.resendInvitation({ invitationId: row.id }),
                        (data) => {
                          setLink({
                            url: `${origin}${data.path}`,
                            text:
                              `A new link was e-mailed to ${data.email}; the earlier link no longer works. ` +
                              `It is shown only once (expires ${formatDateTime(data.expiresAt)}).`,
                          });
                          return `The invitation was e-mailed again to ${data.email}, with a new link.`;
                        },
                      )
                    }
                  >
                    Resend<span className="sr-only"> the invitation {name}</span>
                  </Button>
                )}
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
                    Revoke<span className="sr-only"> the invitation {name}</span>
                  </Button>
                )}
              </td>
            </tr>
          );
        })}
      </Table>
    </div>
  );
}

"use client";
// The owners' outbox page: the company's recent messages, newest first, with their state, what caused them, tries,
// last error and times, and Retry on a failed one. Bodies are never sent to the page (a link in one is a key).
import { Button } from "@/components/ui/button";
import { StatusLine } from "@/components/ui/messages";
import { Table } from "@/components/ui/table";
import { useActionNotice } from "../ui/use-action-notice";
import type { OutboxActions } from "./contract";
import { kindLabel } from "./kinds";
import { MailState } from "./mail-state";

export type OutboxRowView = {
  id: number;
  kind: string;
  cause: string;
  recipient: string;
  subject: string;
  state: string;
  attempts: number;
  lastError: string | null;
  created: string;
  /** When it was sent, or when it is tried next (a queued message). */
  sent: string | null;
  nextTry: string | null;
};

export function OutboxTable({ rows, actions }: { rows: OutboxRowView[]; actions: OutboxActions }) {
  const { notice, pending, run } = useActionNotice();
  if (!rows.length) return <p className="text-sm text-slate-600">No e-mail yet.</p>;
  return (
    <div className="space-y-2">
      <StatusLine notice={notice} />
      <Table
        columns={[
          { label: "State" },
          { label: "To" },
          { label: "Subject" },
          { label: "Cause" },
          { label: "Tries" },
          { label: "Queued" },
        ]}
      >
        {rows.map((row) => (
          <tr key={row.id} data-message-id={row.id}>
            <td className="max-w-xs px-4 py-2 break-words">
              <MailState state={row.state} lastError={row.lastError} when={row.sent} />
              {row.state === "queued" && row.nextTry && (
                <span className="block text-xs text-slate-600">next try {row.nextTry}</span>
              )}
            </td>
            <td className="px-4 py-2 break-all text-slate-700">{row.recipient}</td>
            <td className="px-4 py-2 text-slate-900">
              <bdi>{row.subject}</bdi>
            </td>
            <td className="px-4 py-2 text-slate-700">
              {kindLabel(row.kind)}
              <span className="block text-xs text-slate-600">
                <bdi>{row.cause}</bdi>
              </span>
            </td>
            <td className="px-4 py-2 text-slate-700">{row.attempts}</td>
            <td className="px-4 py-2 whitespace-nowrap text-slate-600">{row.created}</td>
            <td className="px-4 py-2 text-right">
              {row.state === "failed" && (
                <Button
                  variant="ghost"
                  size="row"
                  disabled={pending}
                  onClick={() =>
                    run(
                      () => actions.retryFailedMail({ messageId: row.id }),
                      `“${row.subject}” to ${row.recipient} is queued again: it is sent within moments.`,
                    )
                  }
                >
                  Retry<span className="sr-only"> the message to {row.recipient}</span>
                </Button>
              )}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}

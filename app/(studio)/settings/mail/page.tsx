import type { Metadata } from "next";
import { MailNotConfigured } from "@/components/mail/mail-not-configured";
import { OutboxTable } from "@/components/mail/outbox-table";
import { NotAllowed } from "@/components/shell/not-allowed";
import { requireSession } from "@/lib/auth/session";
import { readEnv } from "@/lib/env";
import { mailStatus } from "@/lib/mail/status";
import { can } from "@/lib/studio/access/roles";
import { formatDateTime } from "@/lib/studio/format/dates";
import { relativeTime } from "@/lib/studio/format/relative-time";
import { OUTBOX_PAGE_SIZE, recentMail } from "@/lib/studio/services/outbox";
import { retryFailedMail } from "./actions";

export const metadata: Metadata = { title: "Mail" };

export default async function MailPage() {
  const session = await requireSession("/settings/mail");
  if (!can(session.role, "mail.manage")) return <NotAllowed role={session.role} permission="mail.manage" />;
  const rows = await recentMail(session);
  const mail = mailStatus(readEnv());
  const now = new Date();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">Mail</h1>
        <p className="text-sm text-slate-600">
          The last {OUTBOX_PAGE_SIZE} e-mails {session.company.name} sent or is sending: invitations and follow-ups of
          registrations. Password resets belong to each person and are not listed. A failed message can be retried.
        </p>
        {mail.configured && (
          <p className="text-sm text-slate-600" data-testid="mail-configured">
            Sent over {mail.server} from {mail.from}.
          </p>
        )}
      </div>
      {!mail.configured && <MailNotConfigured />}
      <OutboxTable
        rows={rows.map((row) => ({
          id: row.id,
          kind: row.kind,
          cause: row.cause,
          recipient: row.recipient,
          subject: row.subject,
          state: row.state,
          attempts: row.attempts,
          lastError: row.lastError,
          created: `${formatDateTime(row.created, "UTC")} UTC`,
          sent: row.sentAt ? relativeTime(row.sentAt, now) : null,
          nextTry: row.state === "queued" && row.nextAttemptAt > now ? relativeTime(row.nextAttemptAt, now) : null,
        }))}
        actions={{ retryFailedMail }}
      />
    </div>
  );
}

// What the studio says where it would send mail (the Members page, the outbox) when this deployment has no SMTP
// server: nothing is lost (the outbox keeps every message) and links stay copyable (docs/studio.md "Mail").
export function MailNotConfigured() {
  return (
    <p
      role="status"
      data-testid="mail-not-configured"
      className="rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      Mail is not configured (SMTP_URL is unset): no e-mail is sent, and invitation links stay copyable here. Messages
      wait in the outbox; whoever runs the studio sets SMTP_URL (and MAIL_FROM) and restarts it, and they go out.
    </p>
  );
}

// An outbox message's state in words, the same on the Members page and the outbox page: queued (with why it waits),
// sent, failed (with the server's reason), cancelled; a state this studio does not know is shown as it is.
const LABELS: Record<string, string> = {
  queued: "Queued",
  sending: "Being sent",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
};

const TONES: Record<string, string> = {
  sent: "text-emerald-800",
  failed: "text-red-800",
  cancelled: "text-slate-600",
};

export function MailState({
  state,
  lastError,
  when,
}: {
  state: string;
  lastError: string | null;
  /** When it was sent, in words, for a sent message. */
  when?: string | null;
}) {
  const label = LABELS[state] ?? state;
  return (
    <span className={TONES[state] ?? "text-slate-800"} data-mail-state={state}>
      {label}
      {state === "sent" && when ? ` ${when}` : ""}
      {state === "failed" && lastError ? `: ${lastError}` : ""}
      {state === "queued" && lastError ? ` (last try: ${lastError})` : ""}
    </span>
  );
}

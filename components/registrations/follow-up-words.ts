// The follow-up e-mail's state in the registration panel (docs/studio.md "Follow-up e-mail"), in words.
export type FollowUpView = {
  state: "queued" | "sending" | "sent" | "failed" | "cancelled";
  lastError: string | null;
  sentAt: string | null;
} | null;

/** What the panel says; `tone` colours it. A queued mail that failed before says so while it waits for its retry. */
export function followUpWords(view: FollowUpView): { text: string; tone: "neutral" | "ok" | "error" } {
  if (!view) return { text: "None: the follow-up was off, or no e-mail was due for this visitor.", tone: "neutral" };
  switch (view.state) {
    case "sent":
      return { text: "Sent", tone: "ok" };
    case "failed":
      return { text: `Failed: ${view.lastError ?? "the mail server refused it"}`, tone: "error" };
    case "cancelled":
      return { text: "Cancelled: never sent", tone: "neutral" };
    case "sending":
      return { text: "Sending…", tone: "neutral" };
    default:
      return view.lastError
        ? { text: `Queued, to be tried again (last try: ${view.lastError})`, tone: "neutral" }
        : { text: "Queued", tone: "neutral" };
  }
}

/** Whether the state may still change by itself (the panel asks again while it may). */
export const followUpPending = (view: FollowUpView) => view?.state === "queued" || view?.state === "sending";

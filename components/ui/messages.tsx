// The two ways a form or a table speaks after an action: a refusal in red (role="alert", what to do next), and
// a one-line status that says what happened (role="status", always in the page so that what it says is announced).
import type { ReactNode } from "react";

export function FormError({ id, children, className = "" }: { id?: string; children: ReactNode; className?: string }) {
  return (
    <p
      id={id}
      role="alert"
      className={`rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800 ${className}`.trim()}
    >
      {children}
    </p>
  );
}

export type Notice = { tone: "ok" | "error"; text: string } | null;

/** With `alertOnError`, an error is announced at once (role="alert") instead of politely. */
export function StatusLine({ notice, alertOnError = false }: { notice: Notice; alertOnError?: boolean }) {
  const error = notice?.tone === "error";
  const tone = error ? "text-red-700" : "text-emerald-700";
  return (
    // Empty, it takes no room (it stays in the page, so that screen readers announce the text when it comes): no
    // blank band under a page's header.
    <p
      role={alertOnError && error ? "alert" : "status"}
      className={`min-h-5 text-sm empty:absolute empty:min-h-0 ${tone}`}
    >
      {notice?.text}
    </p>
  );
}

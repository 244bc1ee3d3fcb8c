// A centred card that tells the user what happened and what to do next (error and not-found pages).
import type { ReactNode } from "react";

export function MessagePanel({
  title,
  tone = "neutral",
  children,
  actions,
}: {
  title: string;
  tone?: "neutral" | "error";
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <div
      className={
        `mx-auto max-w-lg space-y-4 rounded-lg border bg-white p-8 text-center ` +
        `shadow-sm ${tone === "error" ? "border-red-200" : "border-slate-200"}`
      }
    >
      <h1 className="text-2xl font-semibold text-slate-900">{title}</h1>
      <div className="text-slate-600">{children}</div>
      <div className="flex justify-center gap-3">{actions}</div>
    </div>
  );
}

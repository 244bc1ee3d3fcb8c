"use client";
// The registration's follow-up e-mail in its panel (docs/studio.md "Follow-up e-mail"): queued, sent, failed and
// why, or cancelled. Asked again every PENDING_POLL_MS while it may still change by itself (the mail worker sends it).
import { useEffect, useState } from "react";
import type { ActionResult } from "@/lib/studio/access/action-errors";
import { followUpPending, followUpWords, type FollowUpView } from "./follow-up-words";

const PENDING_POLL_MS = 3000;
const TONES = { neutral: "text-slate-900", ok: "text-emerald-800", error: "text-red-700" } as const;

export function FollowUpStatus({ read }: { read: () => Promise<ActionResult<FollowUpView>> }) {
  const [view, setView] = useState<{ ok: true; data: FollowUpView } | { ok: false; message: string } | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let live = true;
    const ask = async () => {
      const result = await read();
      if (!live) return;
      setView(result.ok ? { ok: true, data: result.data } : { ok: false, message: result.error.message });
      if (result.ok && followUpPending(result.data)) timer = setTimeout(() => void ask(), PENDING_POLL_MS);
    };
    void ask();
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // Asked once per registration shown (the panel keys this by the registration's id).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const words = view?.ok ? followUpWords(view.data) : null;
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 text-xs" data-testid="registration-follow-up">
      <dt className="text-slate-600">Follow-up e-mail</dt>
      <dd className={`break-words ${words ? TONES[words.tone] : "text-slate-600"}`}>
        {/* The status role on a span: a <dd> must stay a <dd> inside its list (axe: definition-list). */}
        <span role="status">{view === null ? "Checking…" : view.ok ? words!.text : view.message}</span>
      </dd>
    </dl>
  );
}

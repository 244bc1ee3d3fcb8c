"use client";
// Stand-in for conflict-dialog.tsx (editor-parts branch) until it is merged: the same props, the three ways out.
import type { Question } from "@/lib/questions";
import type { ConflictDiff, Resolution } from "@/lib/builder-store/merge";

export function ConflictDialog(props: { diff: ConflictDiff; base: Question[]; mine: Question[]; theirs: Question[]; onResolve(resolution: Resolution): void; onCancel(): void }) {
  return (
    <div role="dialog" aria-modal="true" aria-label="Someone else saved this event" className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/30">
      <div className="space-y-2 rounded bg-white p-4">
        <p>Someone else saved this event while you were editing ({props.diff.conflicting.length} questions changed on both sides).</p>
        <button type="button" onClick={() => props.onResolve("theirs")}>Take theirs</button>
        <button type="button" onClick={() => props.onResolve("mine")}>Keep mine on top of theirs</button>
        <button type="button" onClick={() => props.onResolve({ perQuestion: Object.fromEntries(props.diff.conflicting.map((id) => [id, "mine"])) })}>Choose per question</button>
        <button type="button" onClick={props.onCancel}>Cancel</button>
      </div>
    </div>
  );
}

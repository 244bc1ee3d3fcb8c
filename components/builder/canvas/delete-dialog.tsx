"use client";
// Confirms deleting questions that other questions' logic refers to, naming what will break. A native modal
// <dialog>: focus stays inside, Escape cancels.
import { useEffect, useRef } from "react";
import type { BrokenReference } from "@/lib/builder-store/deletion-impact";
import { Button } from "@/components/ui/button";

export function DeleteDialog({ titles, broken, onConfirm, onCancel }: { titles: string[]; broken: BrokenReference[]; onConfirm(): void; onCancel(): void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const what = titles.length === 1 ? `“${titles[0]}”` : `${titles.length} questions`;
  return (
    <dialog
      ref={ref}
      aria-labelledby="delete-title"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      className="m-auto max-w-lg rounded-lg border border-slate-200 p-0 shadow-xl backdrop:bg-slate-900/30"
    >
      <div className="space-y-3 p-5">
        <h2 id="delete-title" className="text-base font-semibold text-slate-900">
          Delete {what}?
        </h2>
        <p className="text-sm text-slate-700">Other questions&apos; logic refers to it. After deleting, this logic will name a question that no longer exists, and the form cannot be saved until you change it:</p>
        <ul className="max-h-60 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-700" data-testid="broken-references">
          {broken.map((reference) => (
            <li key={`${reference.questionId}.${reference.attribute}`}>
              “{reference.label || reference.questionId}” ({reference.questionId}): its <strong>{reference.attribute}</strong> logic reads {reference.refersTo.map((id) => `'${id}'`).join(", ")}
            </li>
          ))}
        </ul>
        <p className="text-sm text-slate-600">You can undo the deletion with Ctrl+Z.</p>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onCancel} autoFocus>
            Keep it
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            Delete anyway
          </Button>
        </div>
      </div>
    </dialog>
  );
}

"use client";
// Confirms deleting questions that other questions' logic refers to, naming what will break. The studio's
// ConfirmDialog: focus stays inside, Escape cancels, "Keep it" has the focus first.
import type { BrokenReference } from "@/lib/editor-store/deletion-impact";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function DeleteDialog({
  titles,
  broken,
  onConfirm,
  onCancel,
}: {
  titles: string[];
  broken: BrokenReference[];
  onConfirm(): void;
  onCancel(): void;
}) {
  const what = titles.length === 1 ? `“${titles[0]}”` : `${titles.length} questions`;
  return (
    <ConfirmDialog
      title={`Delete ${what}?`}
      description={
        "Other questions' logic refers to it. After deleting, this logic will " +
        "name a question that no longer exists, and the form cannot be saved " +
        "until you change it:"
      }
      confirmLabel="Delete anyway"
      cancelLabel="Keep it"
      onConfirm={onConfirm}
      onCancel={onCancel}
      className="max-w-lg"
    >
      <ul
        className="max-h-60 list-disc space-y-1 overflow-y-auto pl-5 text-sm text-slate-700"
        data-testid="broken-references"
      >
        {broken.map((reference) => (
          <li key={`${reference.questionId}.${reference.attribute}`}>
            “{reference.label || reference.questionId}” ({reference.questionId}): its{" "}
            <strong>{reference.attribute}</strong> logic reads {reference.refersTo.map((id) => `'${id}'`).join(", ")}
          </li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-600">You can undo the deletion with Ctrl+Z.</p>
    </ConfirmDialog>
  );
}

"use client";
// The studio's confirmation of a destructive action, instead of the browser's confirm(): a modal Dialog with a
// title, what will happen, optional choices (children), a danger button that does it and a cancel button, which
// has the focus first so that Enter never destroys by accident.
import { useRef, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

export function ConfirmDialog(props: {
  title: string;
  /** What happens, in a sentence or two (the dialog's description). */
  description: ReactNode;
  /** The danger button's words: the action itself ("Remove Ada"), never "OK". */
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  /** The danger button's words while `busy` ("Deleting…"). */
  busyLabel?: string;
  onConfirm(): void;
  onCancel(): void;
  children?: ReactNode;
  /** Added to the Dialog's classes (a narrower width, say). */
  className?: string;
}) {
  const {
    title,
    description,
    confirmLabel,
    cancelLabel = "Cancel",
    busy = false,
    busyLabel = "Working…",
    onConfirm,
    onCancel,
    children,
    className,
  } = props;
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} description={description} onCancel={onCancel} initialFocus={cancel} className={className}>
      {children ? <div className="overflow-y-auto px-5 pt-4 text-sm text-slate-700">{children}</div> : null}
      <div className="flex flex-wrap justify-end gap-2 px-5 py-4">
        <Button ref={cancel} variant="secondary" size="sm" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button variant="danger" size="sm" disabled={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </div>
    </Dialog>
  );
}

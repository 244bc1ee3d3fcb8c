"use client";
// Renaming a capture device: its new name (trimmed, 1 to DEVICE_NAME_MAX characters); a refusal says what to do
// and keeps the dialog open with what was typed.
import { useId, useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/messages";
import type { ActionResult } from "@/lib/studio/access/action-errors";
import { DEVICE_NAME_MAX } from "@/lib/studio/schemas/capture";

export function RenameDeviceDialog({
  device,
  busy,
  onRename,
  onCancel,
}: {
  device: { name: string; staff: string };
  busy: boolean;
  onRename(name: string): Promise<ActionResult<unknown>>;
  onCancel(): void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const errorId = useId();
  return (
    <Dialog
      title={`Rename “${device.name}”`}
      description={`Signed in by ${device.staff}. Leads it already sent keep the name they were captured under.`}
      onCancel={onCancel}
      className="max-w-md"
    >
      <form
        className="space-y-4 overflow-y-auto px-5 py-4"
        onSubmit={(event) => {
          event.preventDefault();
          const name = String(new FormData(event.currentTarget).get("name") ?? "");
          startTransition(async () => {
            const result = await onRename(name);
            if (!result.ok) setError(result.error.message);
          });
        }}
      >
        {error && <FormError id={errorId}>{error}</FormError>}
        <label className="block text-sm font-medium text-slate-800">
          Device name
          <input
            name="name"
            required
            maxLength={DEVICE_NAME_MAX}
            defaultValue={device.name}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm"
          />
        </label>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" size="sm" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" size="sm" disabled={pending || busy} className="disabled:opacity-60">
            {pending ? "Renaming…" : "Rename"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

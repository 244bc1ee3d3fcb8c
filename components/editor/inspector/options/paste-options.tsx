"use client";
// "Paste many": one option per line, trimmed, duplicates skipped, all added in one change.
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { inputClasses } from "@/components/ui/input";
import { parsePastedOptions, type OptionLike, type StoredKey } from "../option-list";

export function PasteOptions({
  existing,
  storedKey,
  onAdd,
  onClose,
}: {
  existing: readonly OptionLike[];
  storedKey: StoredKey;
  onAdd(labels: string[], skipped: string[]): void;
  onClose(): void;
}) {
  const id = useId();
  const [text, setText] = useState("");
  const { labels, skipped } = parsePastedOptions(text, existing, storedKey);
  return (
    <div className="space-y-1 rounded border border-slate-200 bg-slate-50 p-2">
      <label htmlFor={id} className="text-xs font-medium text-slate-600">
        Paste options, one per line
      </label>
      <textarea
        id={id}
        autoFocus
        className={`${inputClasses} min-h-24`}
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-summary`}
        onKeyDown={(event) => event.key === "Escape" && onClose()}
      />
      <p id={`${id}-summary`} className="text-xs text-slate-500">
        {labels.length} new option{labels.length === 1 ? "" : "s"}
        {skipped.length
          ? `; ${skipped.length} skipped as duplicates (${skipped
              .slice(0, 3)
              .map((label) => `'${label}'`)
              .join(", ")}${skipped.length > 3 ? ", …" : ""})`
          : ""}
        .
      </p>
      <div className="flex gap-2">
        <Button className="text-xs" disabled={labels.length === 0} onClick={() => onAdd(labels, skipped)}>
          Add {labels.length || ""} option{labels.length === 1 ? "" : "s"}
        </Button>
        <Button variant="secondary" className="text-xs" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

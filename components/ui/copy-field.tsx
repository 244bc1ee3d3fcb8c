"use client";
// A read-only value with a Copy button that says when it copied (a secret or a link shown once).
import { useState } from "react";

export function CopyField({ label, value, multiline = false }: { label: string; value: string; multiline?: boolean }) {
  const [copied, setCopied] = useState<"yes" | "no" | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setCopied("yes");
    } catch {
      setCopied("no");
    }
  };
  const classes =
    "block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-xs text-slate-900";
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-medium text-slate-700">{label}</span>
        <span className="flex items-center gap-2">
          <span role="status" className="text-xs text-slate-600">
            {copied === "yes" ? "Copied" : copied === "no" ? "Select the text and copy it yourself" : ""}
          </span>
          <button
            type="button"
            onClick={copy}
            aria-label={`Copy ${label.toLowerCase()}`}
            className="rounded-md border border-slate-300 px-2 py-0.5 text-xs text-slate-700 hover:bg-slate-100"
          >
            Copy
          </button>
        </span>
      </div>
      {multiline ? (
        <textarea
          readOnly
          value={value}
          aria-label={label}
          rows={value.split("\n").length}
          className={classes}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : (
        <input
          readOnly
          value={value}
          aria-label={label}
          className={classes}
          onFocus={(event) => event.currentTarget.select()}
        />
      )}
    </div>
  );
}

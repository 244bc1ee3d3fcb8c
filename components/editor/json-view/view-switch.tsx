"use client";
// Visual or JSON: the two views of one form. The JSON view is loaded the first time it opens (Monaco is large) and
// then stays mounted while hidden, so text that does not parse yet is never thrown away.
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import { buttonVariants } from "@/components/ui/button";
import type { EditorView } from "@/lib/editor-store/create-store";

export type { EditorView };

export const LazyJsonView = dynamic(() => import("./json-view"), {
  ssr: false,
  loading: () => <p className="p-4 text-sm text-slate-600">Loading the JSON view…</p>,
});

const tabClass = (active: boolean) =>
  buttonVariants(
    active
      ? { variant: "tab-selected", size: "compact" }
      : { variant: "tab", size: "compact", className: "hover:text-slate-900" },
  );

export function ViewSwitch({
  view,
  onChange,
  textProblem,
  tools,
}: {
  view: EditorView;
  onChange(view: EditorView): void;
  textProblem: string | null;
  /** Buttons at the bar's end (the History panel's). */
  tools?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center gap-1 border-b border-slate-200 px-2">
      <div role="tablist" aria-label="Editor view" className="flex gap-1">
        <button
          type="button"
          role="tab"
          aria-selected={view === "visual"}
          onClick={() => onChange("visual")}
          className={tabClass(view === "visual")}
        >
          Visual
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={view === "json"}
          onClick={() => onChange("json")}
          className={tabClass(view === "json")}
        >
          JSON
        </button>
      </div>
      {textProblem && view === "visual" ? (
        <p className="text-sm text-amber-800" data-testid="json-kept-notice">
          The JSON text does not parse yet, so the form shows its last valid state. Your text is kept in the JSON view.
        </p>
      ) : null}
      {tools ? <div className="ml-auto flex items-center gap-1">{tools}</div> : null}
    </div>
  );
}

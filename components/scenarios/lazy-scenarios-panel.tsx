"use client";
// The Scenarios panel, loaded the first time it opens (it carries the engine for the suggested set), so the editor's
// route stays within its JavaScript budget (docs/benchmarks.md "Goals").
import dynamic from "next/dynamic";

export const LazyScenariosPanel = dynamic(() => import("./scenarios-panel").then((module) => module.ScenariosPanel), {
  ssr: false,
  loading: () => (
    <p role="status" className="border-b border-slate-200 p-3 text-sm text-slate-600">
      Loading the scenarios…
    </p>
  ),
});

"use client";
// Stand-in for problems-panel.tsx (editor-parts branch) until it is merged: the same props.
export type ProblemItem = { path: string; message: string; questionLabel: string; questionIndex: number };

export function ProblemsPanel({ issues, onSelect }: { issues: ProblemItem[]; onSelect(path: string): void }) {
  if (issues.length === 0) return <p className="p-3 text-sm text-slate-600">No problems: the form can be saved.</p>;
  return (
    <ul className="max-h-48 space-y-1 overflow-y-auto p-2 text-sm">
      {issues.map((issue) => (
        <li key={`${issue.path}:${issue.message}`}>
          <button type="button" className="w-full rounded px-2 py-1 text-left text-red-800 hover:bg-red-50" onClick={() => onSelect(issue.path)}>
            {issue.message}
          </button>
        </li>
      ))}
    </ul>
  );
}

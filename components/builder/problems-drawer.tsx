"use client";
// The problems panel, opened from the top bar: every issue of the form; choosing one selects its question and
// asks the inspector to focus the field.
import { useMemo } from "react";
import { keyOfIssue } from "@/lib/builder-store/issues";
import { useEditor, useEditorActions, useEditorStore } from "@/lib/builder-store/provider";
import { cardTitle } from "./canvas/question-card";
import { ProblemsPanel } from "./problems-panel";

export function ProblemsDrawer({ onSelected }: { onSelected(): void }) {
  const open = useEditor((state) => state.ui.problemsOpen);
  const issues = useEditor((state) => state.issues);
  const store = useEditorStore();
  const actions = useEditorActions();
  const items = useMemo(() => {
    const doc = issues.checked;
    if (!doc) return [];
    return issues.all.map((issue) => {
      const key = keyOfIssue(doc, issue);
      return { path: issue.path, message: issue.message, questionLabel: key ? cardTitle(doc.questions[key]) : "The form", questionIndex: key ? doc.order.indexOf(key) : -1 };
    });
  }, [issues]);
  if (!open) return null;
  return (
    <div id="problems-panel" className="border-b border-slate-200 bg-white" data-testid="problems-panel">
      <ProblemsPanel
        issues={items}
        onSelect={(path) => {
          const doc = issues.checked ?? store.getState().doc;
          const key = keyOfIssue(doc, { path, rule: "", message: "" });
          if (!key || !store.getState().doc.questions[key]) return;
          const index = store.getState().doc.order.indexOf(key);
          actions.selectOnly([key], path.replace(/^questions\[\d+\]/, `questions[${index}]`));
          onSelected();
        }}
      />
    </div>
  );
}

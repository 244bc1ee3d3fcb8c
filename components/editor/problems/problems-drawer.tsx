"use client";
// The problems drawer, opened from the top bar: every issue of the form and, beside them, the logic's problems;
// choosing one selects its question and asks the inspector to focus the field.
import { useMemo, type ReactNode } from "react";
import { keyOfId } from "@/lib/editor-store/document";
import { keyOfIssue } from "@/lib/editor-store/issues";
import { useEditor, useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import { cardTitle } from "../canvas/question-card";
import type { LogicReportState } from "./logic/use-logic-report";
import { LazyLogicProblemsPanel, LazyProblemsPanel } from "../lazy-panels";

export function ProblemsDrawer({
  logic,
  onSelected,
  children,
}: {
  logic: LogicReportState;
  onSelected(): void;
  /** More problems below these (the failing scenarios). */
  children?: ReactNode;
}) {
  const open = useEditor((state) => state.ui.problemsOpen);
  const issues = useEditor((state) => state.issues);
  const store = useEditorStore();
  const actions = useEditorActions();
  const items = useMemo(() => {
    const doc = issues.checked;
    if (!doc) return [];
    const errors = issues.all.map((issue) => {
      const key = keyOfIssue(doc, issue);
      return {
        path: issue.path,
        message: issue.message,
        questionLabel: key ? cardTitle(doc.questions.get(key)!) : "The form",
        questionIndex: key ? doc.order.indexOf(key) : -1,
      };
    });
    const warnings = issues.textWarnings.map((warning) => ({
      ...warning,
      questionLabel: cardTitle(doc.questions.get(doc.order[warning.questionIndex])!),
      warning: true,
    }));
    return [...errors, ...warnings];
  }, [issues]);
  if (!open) return null;
  const select = (key: string, focusPath: string | undefined) => {
    actions.selectOnly([key], focusPath);
    onSelected();
  };
  return (
    <div
      id="problems-panel"
      className="grid border-b border-slate-200 bg-white md:grid-cols-2 md:divide-x md:divide-slate-200"
      data-testid="problems-panel"
    >
      <LazyProblemsPanel
        issues={items}
        onSelect={(path) => {
          const doc = issues.checked ?? store.getState().doc;
          const key = keyOfIssue(doc, { path, rule: "", message: "" });
          if (!key || !store.getState().doc.questions.get(key)) return;
          const index = store.getState().doc.order.indexOf(key);
          select(key, path.replace(/^questions\[\d+\]/, `questions[${index}]`));
        }}
      />
      <LazyLogicProblemsPanel
        state={logic}
        labelOf={(questionId) => {
          const doc = store.getState().doc;
          const key = keyOfId(doc, questionId);
          return key ? cardTitle(doc.questions.get(key)!) : undefined;
        }}
        onSelect={(questionId, attribute) => {
          const doc = store.getState().doc;
          const key = keyOfId(doc, questionId);
          if (!key) return;
          select(key, attribute ? `questions[${doc.order.indexOf(key)}].${attribute}` : undefined);
        }}
      />
      {children}
    </div>
  );
}

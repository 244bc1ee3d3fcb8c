"use client";
// Connects the store-agnostic Inspector (props in, callbacks out) to the editor's store.
import { useMemo } from "react";
import type { DefinitionIssue } from "@/lib/questions";
import { useEditor, useEditorActions } from "@/lib/builder-store/provider";
import { Inspector } from "./inspector/inspector";

const NO_ISSUES: readonly DefinitionIssue[] = [];

export function InspectorPanel() {
  const key = useEditor((state) => (state.selection.keys.length === 1 ? state.selection.keys[0] : null));
  const selectedCount = useEditor((state) => state.selection.keys.length);
  const order = useEditor((state) => state.doc.order);
  const byKey = useEditor((state) => state.doc.questions);
  const autoId = useEditor((state) => (key ? state.doc.autoIds[key] === true : false));
  const checkedIssues = useEditor((state) => (key ? state.issues.byKey[key] : undefined) ?? NO_ISSUES);
  const focusPath = useEditor((state) => state.ui.focusPath);
  const actions = useEditorActions();
  const questions = useMemo(() => order.map((k) => byKey[k]), [order, byKey]);
  const index = key ? order.indexOf(key) : -1;
  // Issues were computed for the document at the last check: the question may have moved since, so their paths
  // are re-pointed at its current position.
  const issues = useMemo(() => checkedIssues.map((issue) => ({ ...issue, path: issue.path.replace(/^questions\[\d+\]/, `questions[${index}]`) })), [checkedIssues, index]);

  if (!key || index < 0) {
    return (
      <p className="p-4 text-sm text-slate-600">
        {selectedCount > 1 ? `${selectedCount} questions selected. Move, duplicate or delete them together with a card's buttons, or select one to edit it.` : "Select a question on the canvas to edit its properties."}
      </p>
    );
  }
  return (
    <Inspector
      key={key}
      question={byKey[key]}
      questionKey={key}
      index={index}
      questions={questions}
      autoId={autoId}
      issues={issues}
      focusPath={focusPath}
      onChange={(patch, meta) => actions.changeQuestion(key, patch, meta.field)}
      onLabelChange={(label) => actions.changeLabel(key, label)}
      onIdChange={(newId) => actions.renameId(key, newId)}
      onIdAuto={() => actions.makeIdAuto(key)}
      onTypeChange={(type) => actions.changeType(key, type)}
    />
  );
}

"use client";
// Connects the store-agnostic Inspector (props in, callbacks out) to the editor's store.
import { memo, useCallback, useMemo, useRef } from "react";
import type { DefinitionIssue, Question } from "@/lib/questions";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import { useEditor, useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import { LazyInspector } from "./lazy-panels";

const NO_ISSUES: readonly DefinitionIssue[] = [];

export const InspectorPanel = memo(function InspectorPanel() {
  const key = useEditor((state) => (state.selection.keys.length === 1 ? state.selection.keys[0] : null));
  const selectedCount = useEditor((state) => state.selection.keys.length);
  const order = useEditor((state) => state.doc.order);
  const byKey = useEditor((state) => state.doc.questions);
  const autoId = useEditor((state) => (key ? state.doc.autoIds[key] === true : false));
  const checkedIssues = useEditor((state) => (key ? state.issues.byKey[key] : undefined) ?? NO_ISSUES);
  const focusPath = useEditor((state) => state.ui.focusPath);
  const selectText = useEditor((state) => state.ui.selectText === true);
  const actions = useEditorActions();
  const store = useEditorStore();
  // The rest of the form is read when asked (the condition editor, an id check), not copied for every render: a
  // list of 5,000 questions and a Set of their ids, made on every keystroke, was work proportional to the form
  // (docs/reports/benchmarks-2026-11.md). A new lookup per change still re-renders the id field as a new list did.
  const listed = useRef<{ doc: EditorDocument; questions: readonly Question[] } | null>(null);
  // One list per document, as the list made on each render was, so what memoises on it still can.
  const getQuestions = useCallback(() => {
    const { doc } = store.getState();
    if (listed.current?.doc !== doc) listed.current = { doc, questions: questionList(doc) };
    return listed.current.questions;
  }, [store]);
  const takenIds = useMemo(
    () => ({ has: (id: string) => order.some((other) => other !== key && byKey.get(other)!.id === id) }),
    [order, byKey, key],
  );
  const index = key ? order.indexOf(key) : -1;
  // Issues were computed for the document at the last check: the question may have moved since, so their paths
  // are re-pointed at its current position.
  const issues = useMemo(
    () =>
      checkedIssues.map((issue) => ({
        ...issue,
        path: issue.path.replace(/^questions\[\d+\]/, `questions[${index}]`),
      })),
    [checkedIssues, index],
  );

  if (!key || index < 0) {
    return (
      <p className="p-4 text-sm text-slate-600">
        {selectedCount > 1
          ? `${selectedCount} questions selected. Move, duplicate or delete ` +
            `them together with a card's buttons, or select one to edit it.`
          : "Select a question on the canvas to edit its properties."}
      </p>
    );
  }
  return (
    <LazyInspector
      key={key}
      question={byKey.get(key)!}
      questionKey={key}
      index={index}
      getQuestions={getQuestions}
      takenIds={takenIds}
      autoId={autoId}
      issues={issues}
      focusPath={focusPath}
      selectText={selectText}
      onChange={(patch, meta) => actions.changeQuestion(key, patch, meta.field)}
      onLabelChange={(label) => actions.changeLabel(key, label)}
      onIdChange={(newId) => actions.renameId(key, newId)}
      onIdAuto={() => actions.makeIdAuto(key)}
      onTypeChange={(type) => actions.changeType(key, type)}
    />
  );
});

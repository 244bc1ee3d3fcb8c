"use client";
// Connects the store-agnostic Inspector (props in, callbacks out) to the editor's store.
//
// A keystroke in the question's label shows at once in the field itself (the browser's own echo) and on its card
// (the canvas renders it within the key's event). The rest of the panel that names the label (the section's name,
// the id it offers, the messages' placeholders) follows in a deferred render (useDeferredValue), so the key's event
// does not render the whole panel again: about half of its script (docs/benchmarks.md "Where the editor's
// 1,000-question keystroke goes"). Any other change reaches the panel at once.
import { memo, useCallback, useDeferredValue, useMemo, useRef } from "react";
import type { DefinitionIssue, Question, QuestionType } from "@/lib/questions";
import { questionList, type EditorDocument } from "@/lib/editor-store/document";
import { useEditor, useEditorActions, useEditorStore } from "@/lib/editor-store/provider";
import type { QuestionMap } from "@/lib/editor-store/question-map";
import { sameAside } from "./inspector/same-props";
import { LazyInspector } from "./lazy-panels";

const NO_ISSUES: readonly DefinitionIssue[] = [];

/** What a keystroke in the label changes: the label, and the id that follows it while it is automatic. */
const LABEL = ["label"];
const LABEL_AND_ID = ["label", "id"];

/**
 * Whether `now` differs from `before` only in what a keystroke in `key`'s label changes (`echoed`: its label, and
 * its id while that follows the label), every other question the same.
 */
function labelKeystroke(before: QuestionMap, now: QuestionMap, key: string, echoed: readonly string[]): boolean {
  if (before === now) return false;
  const a = before.get(key);
  const b = now.get(key);
  return a !== undefined && b !== undefined && a !== b && sameAside(a, b, echoed) && now.sameExcept(before, key);
}

export const InspectorPanel = memo(function InspectorPanel() {
  const key = useEditor((state) => (state.selection.keys.length === 1 ? state.selection.keys[0] : null));
  const selectedCount = useEditor((state) => state.selection.keys.length);
  const order = useEditor((state) => state.doc.order);
  const autoId = useEditor((state) => (key ? state.doc.autoIds[key] === true : false));
  const questions = useEditor((state) => state.doc.questions);
  const later = useDeferredValue(questions);
  const byKey =
    key !== null && labelKeystroke(later, questions, key, autoId ? LABEL_AND_ID : LABEL) ? later : questions;
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

  // The same element while its props are the same, so that a render of this panel (a label's keystroke before the
  // deferred render) does not render the inspector.
  const question = key ? byKey.get(key) : undefined;
  const handlers = useMemo(
    () =>
      key === null
        ? null
        : {
            onChange: (patch: Record<string, unknown>, meta: { field: string }) =>
              actions.changeQuestion(key, patch, meta.field),
            onLabelChange: (label: string) => actions.changeLabel(key, label),
            onIdChange: (newId: string) => actions.renameId(key, newId),
            onIdAuto: () => actions.makeIdAuto(key),
            onTypeChange: (type: QuestionType) => actions.changeType(key, type),
          },
    [actions, key],
  );
  const inspector = useMemo(
    () =>
      key === null || index < 0 || !question || !handlers ? null : (
        <LazyInspector
          key={key}
          question={question}
          questionKey={key}
          index={index}
          getQuestions={getQuestions}
          takenIds={takenIds}
          autoId={autoId}
          issues={issues}
          focusPath={focusPath}
          selectText={selectText}
          {...handlers}
        />
      ),
    [key, index, question, handlers, getQuestions, takenIds, autoId, issues, focusPath, selectText],
  );

  if (!inspector) {
    return (
      <p className="p-4 text-sm text-slate-600">
        {selectedCount > 1
          ? `${selectedCount} questions selected. Move, duplicate or delete ` +
            `them together with a card's buttons, or select one to edit it.`
          : "Select a question on the canvas to edit its properties."}
      </p>
    );
  }
  return inspector;
});

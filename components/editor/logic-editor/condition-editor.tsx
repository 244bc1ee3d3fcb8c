"use client";
// "Only when…" of displayed / required (docs/studio.md "Shown and Required"): the condition as visual rules (the
// default) or
// as code, switchable without losing anything. Switching never writes; only an edit does, and only what is valid:
// complete rules, or code without a single marker (the code editor's own markers: the API's checks on the form with
// this condition in place, circles included, and values that are none of a question's options). Code with a problem
// stays a draft in the code editor, which says so (docs/architecture.md "What the studio tells people"). A change from
// outside (undo, the JSON view)
// that differs from what this editor last wrote replaces the rules and the code.
import { useState } from "react";
import { SegmentedControl } from "@/components/ui/segmented-control";
import { expressionInWords } from "@/lib/logic/condition-words";
import type { LogicProperty } from "../inspector/logic-modes";
import { checkLogicText, logicText } from "../inspector/logic-text";
import type { Question } from "@/lib/questions";
import type { RuleQuestion } from "./model/rule-operators";
import { toRuleTree } from "./model/rule-tree";
import { LogicCodeEditor } from "./code/logic-code-editor";
import { markers } from "./model/code-markers";
import { blankTree, withKeys, writtenExpression, type KeyedGroup } from "./rule-edit";
import { VisualRules } from "./visual-rules";
import { isPlainObject } from "@/lib/logic/is-plain-object";

type EditorMode = "visual" | "code";
/** The rules shown and the stored value (as JSON) they were read from or last wrote; or why there are none. */
type Visual = { basis: string; tree: KeyedGroup | null; reason: string | null };
type Draft = { text: string; invalid: boolean; basis: string };

export type ConditionEditorProps = {
  id: string;
  property: LogicProperty;
  questionId: string;
  value: unknown;
  /** Read when this editor renders, so typing elsewhere in the form never re-renders it. */
  getQuestions(): readonly Question[];
  onSet(value: unknown, field: string): void;
};

const basisOf = (value: unknown) => JSON.stringify(value) ?? "";

function readVisual(value: unknown, questions: readonly RuleQuestion[]): Visual {
  if (!isPlainObject(value)) return { basis: basisOf(value), tree: blankTree(), reason: null };
  const read = toRuleTree(value, questions);
  return read.ok
    ? { basis: basisOf(value), tree: withKeys(read.tree), reason: null }
    : { basis: basisOf(value), tree: null, reason: read.reason };
}

export function ConditionEditor({ id, property, questionId, value, getQuestions, onSet }: ConditionEditorProps) {
  const questions = getQuestions();
  const stored = basisOf(value);
  const [visualState, setVisual] = useState<Visual>(() => readVisual(value, questions));
  // Derived state: re-read the rules only when the stored value is not what they stand for (an outside change).
  let visual = visualState;
  if (visual.basis !== stored) {
    visual = readVisual(value, questions);
    setVisual(visual);
  }
  const [mode, setMode] = useState<EditorMode>(() => (visualState.reason ? "code" : "visual"));
  // The code editor was opened by the person (not shown because the rules cannot show the condition): bring it into
  // view.
  const [openedCode, setOpenedCode] = useState(false);
  const [draft, setDraft] = useState<Draft | null>(null);

  const choices = questions.filter((question) => question.id !== questionId);
  const written = visual.tree ? writtenExpression(visual.tree, questions) : null;
  const editRules = (tree: KeyedGroup) => {
    const expression = writtenExpression(tree, questions);
    const json = expression ? JSON.stringify(expression) : stored;
    setVisual({ basis: json, tree, reason: null });
    if (json === stored) return;
    // A condition written here replaces code left with a problem: it was not in the form, and the note said so.
    setDraft(null);
    onSet(expression, `${property}.rules`);
  };

  // The code shows the typed text while it is invalid or is what was last sent; else the stored value. Its
  // problems are the code editor's markers (the same checks), so only whether there are any is kept here.
  const showDraft = draft !== null && (draft.invalid || draft.basis === stored);
  const text = showDraft ? draft.text : logicText(value);
  const editCode = (next: string) => {
    const check = checkLogicText(next, new Set(questions.map((question) => question.id)));
    // The cheap check first; the form-wide one (a circle through other questions, values that are not options)
    // only for text that passes it. Either way, what the markers mark never reaches the form.
    if (check.ok && markers(next, getQuestions(), questionId, property).length === 0) {
      setDraft({ text: next, invalid: false, basis: basisOf(check.value) });
      onSet(check.value, `${property}.json`);
    } else setDraft({ text: next, invalid: true, basis: stored });
  };

  const what = property === "displayed" ? "Shown" : "Required";
  // Below the code, not above it: the note comes and goes as one types, and must not move the editor under the caret.
  const reason = visual.reason ? (
    <p role="note" className="text-xs text-amber-800" data-testid="logic-unrepresentable">
      {visual.reason}
    </p>
  ) : null;
  return (
    <div
      className="space-y-2 rounded border border-slate-200 bg-slate-50/60 p-2"
      data-testid={`logic-editor-${property}`}
    >
      <SegmentedControl
        segments={[
          { key: "visual", label: "Visual rules" },
          { key: "code", label: "Code" },
        ]}
        value={mode}
        onValueChange={(key) => {
          setMode(key as EditorMode);
          setOpenedCode(key === "code");
        }}
        labelledBy={`${id}-editor-label`}
      />
      <span id={`${id}-editor-label`} className="sr-only">
        {`${what} only when: edit as`}
      </span>
      {mode === "visual" ? reason : null}
      {mode === "visual" && draft?.invalid ? (
        <p role="note" className="text-xs text-amber-800" data-testid="logic-unsaved-code">
          The code you typed has a problem, so it is not in the form: these rules show the condition the form has. Your
          code is kept; switch to Code to fix it, or change the rules here to replace it.
        </p>
      ) : null}
      {mode === "visual" && visual.tree ? (
        <div
          role="group"
          aria-label={`${what} only when these rules hold`}
          data-path={`.${property}`}
          className="space-y-2"
        >
          <VisualRules id={id} tree={visual.tree} choices={choices} questions={questions} onChange={editRules} />
          <div className="text-xs text-slate-600">
            <span className="font-medium">Writes: </span>
            {written ? (
              <>
                {/* In words, options named by their labels; the JSON it stores one click away. */}
                <span className="text-slate-800" data-testid="logic-writes-words">
                  {expressionInWords(written, questions)}
                </span>
                <details className="mt-0.5">
                  <summary className="cursor-pointer text-[11px] text-slate-600">JSON</summary>
                  <code className="font-mono text-[11px] break-all text-slate-800" data-testid="logic-writes">
                    {JSON.stringify(written)}
                  </code>
                </details>
              </>
            ) : (
              <span data-testid="logic-writes">
                nothing yet: complete a rule{isPlainObject(value) ? " (the condition saved so far stays as it is)" : ""}
                .
              </span>
            )}
          </div>
        </div>
      ) : null}
      {mode === "code" ? (
        <div data-path={`.${property}`}>
          <LogicCodeEditor
            id={`${id}-code`}
            property={property}
            questionId={questionId}
            value={text}
            onChange={editCode}
            getQuestions={getQuestions}
            ariaLabel={`${what} when the answers match (JSON)`}
            reveal={openedCode}
          />
        </div>
      ) : null}
      {mode === "code" && draft?.invalid && draft.text.trim() !== "" ? (
        <p role="note" className="text-xs text-amber-800" data-testid="logic-code-draft">
          Not in the form yet: this code has a problem (listed above), so the form keeps its condition as it was until
          the code is valid.
        </p>
      ) : null}
      {mode === "code" ? reason : null}
    </div>
  );
}

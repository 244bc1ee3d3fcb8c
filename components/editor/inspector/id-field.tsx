"use client";
// The question's id: follows the label while "auto"; edited by hand it is checked as typed and renamed on Enter or
// leaving the field, which also rewrites other questions' logic (the store's renameQuestion) and says what it did.
import { memo, useState } from "react";
import { Button } from "@/components/ui/button";
import { describedBy, Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import type { QuestionType, RenameChange } from "@/lib/questions";
import { describeRename, idProblem, isReservedId, RESERVED_MEANINGS, reservedOffer, type TakenIds } from "./id-check";
import type { FieldIssue } from "./issue-paths";
import { sameProps } from "./same-props";

export type IdChange = (newId: string) => { ok: true; rewrote: RenameChange[] } | { ok: false; error: string };

type Props = {
  id: string;
  questionId: string;
  label: string;
  type: QuestionType;
  autoId: boolean;
  /** Whether another question of the form has this id (read when asked: no list of the form's ids per keystroke). */
  takenIds: TakenIds;
  issues: readonly FieldIssue[];
  onIdChange: IdChange;
  onIdAuto(): void;
};

export const IdField = memo(function IdField({
  id,
  questionId,
  label,
  type,
  autoId,
  takenIds: taken,
  issues,
  onIdChange,
  onIdAuto,
}: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const [status, setStatus] = useState("");
  const text = draft ?? questionId;
  const problem = draft !== null && draft !== questionId ? (refused ?? idProblem(draft, taken)) : null;
  const errors = [...(problem ? [problem] : []), ...issues.map((issue) => issue.message)];
  const offer = reservedOffer(type, label, questionId, taken);

  const rename = (next: string) => {
    if (next === questionId) return setDraft(null);
    if (idProblem(next, taken)) return;
    const result = onIdChange(next);
    if (!result.ok) return setRefused(result.error);
    setDraft(null);
    setStatus(describeRename(result.rewrote) ?? `The id is now '${next}'.`);
  };
  const hint = isReservedId(questionId)
    ? `Reserved id: ${RESERVED_MEANINGS[questionId]}`
    : autoId
      ? "Follows the label until you edit it."
      : undefined;
  const badge = autoId ? (
    <span className="rounded bg-slate-100 px-1.5 text-[11px] text-slate-700">follows the label</span>
  ) : (
    <Button
      variant="ghost-brand"
      size="mini"
      onClick={() => {
        setDraft(null);
        onIdAuto();
        setStatus("The id follows the label again.");
      }}
    >
      Use the label
    </Button>
  );

  return (
    <Field id={id} label="Id" hint={hint} errors={errors} badge={badge}>
      <input
        id={id}
        data-path=".id"
        className={`${inputClasses} font-mono`}
        value={text}
        spellCheck={false}
        autoComplete="off"
        aria-invalid={errors.length > 0}
        aria-describedby={[describedBy(id, { hint, errors }), `${id}-status`].filter(Boolean).join(" ")}
        onChange={(event) => {
          setDraft(event.target.value);
          setRefused(null);
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") rename(text);
          else if (event.key === "Escape") {
            setDraft(null);
            setRefused(null);
          }
        }}
        onBlur={() => draft !== null && rename(draft)}
      />
      {offer ? (
        <div className="rounded border border-brand-100 bg-brand-50 px-2 py-1 text-xs text-slate-700">
          <p>
            This looks like the reserved id <code className="font-semibold">{offer}</code>: {RESERVED_MEANINGS[offer]}
          </p>
          <button
            type="button"
            className={
              "mt-0.5 font-medium text-brand-600 hover:underline " +
              "focus-visible:outline focus-visible:outline-2 " +
              "focus-visible:outline-brand-500"
            }
            onClick={() => rename(offer)}
          >
            Use {offer}
          </button>
        </div>
      ) : null}
      <p id={`${id}-status`} role="status" className="text-xs text-slate-600">
        {status}
      </p>
    </Field>
  );
}, sameProps);

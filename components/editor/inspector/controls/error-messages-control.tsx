"use client";
// errorMessages: the six keys, each with the message the question reports by default as its placeholder. Folded
// unless a message is set or reported; folded, its six fields are not rendered at all: their placeholders name the
// question's label, so they would re-render on every keystroke in the label for nothing on screen.
import { useState } from "react";
import { DraftInput } from "@/components/ui/input";
import { describedBy, FieldErrors } from "@/components/ui/field";
import { ERROR_MESSAGE_KEYS, type ErrorMessageKey } from "@/lib/questions/constants";
import { issueMessages, type ControlProps } from "../field-types";

const KEY_LABELS: Record<ErrorMessageKey, string> = {
  required: "When required and empty",
  pattern: "When not in the right format",
  minLength: "When too short",
  maxLength: "When too long",
  minVal: "When too small or early",
  maxVal: "When too large or late",
};

export function ErrorMessagesControl({
  id,
  property,
  label,
  hint,
  value,
  issues,
  onSet,
  placeholders,
}: ControlProps & { placeholders: readonly string[] }) {
  const messages = (typeof value === "object" && value !== null ? value : {}) as Partial<
    Record<ErrorMessageKey, string>
  >;
  const set = (key: ErrorMessageKey, text: string) => {
    const next = { ...messages };
    if (text === "") delete next[key];
    else next[key] = text;
    onSet(property.name, Object.keys(next).length ? next : undefined, `${property.name}.${key}`);
  };
  const errors = issueMessages(issues);
  const overridden = Object.keys(messages).length;
  // Unfolded by the person (or by a jump to the field, which sets the element's `open`), as the element reports it.
  const [unfolded, setUnfolded] = useState(false);
  const open = overridden > 0 || errors.length > 0 || unfolded;
  return (
    <details
      className="group rounded border border-slate-200"
      open={open || undefined}
      data-path={`.${property.name}`}
      onToggle={(event) => setUnfolded(event.currentTarget.open)}
    >
      <summary
        className={
          "cursor-pointer px-2 py-1 text-xs font-medium text-slate-600 " +
          "select-none focus-visible:outline focus-visible:outline-2 " +
          "focus-visible:outline-brand-500"
        }
      >
        {label}
        {overridden ? <span className="ml-1 text-slate-500">({overridden} set)</span> : null}
      </summary>
      {open ? (
        <div className="space-y-2 border-t border-slate-200 p-2">
          {hint ? (
            <p id={`${id}-hint`} className="text-xs text-slate-500">
              {hint}
            </p>
          ) : null}
          {ERROR_MESSAGE_KEYS.map((key, index) => {
            const inputId = `${id}-${key}`;
            const keyErrors = issues
              .filter((issue) => issue.path === `.${property.name}.${key}`)
              .map((issue) => issue.message);
            return (
              <div key={key} className="space-y-0.5">
                <label htmlFor={inputId} className="text-xs text-slate-600">
                  {KEY_LABELS[key]} <code className="text-slate-500">{key}</code>
                </label>
                <DraftInput
                  id={inputId}
                  data-path={`.${property.name}.${key}`}
                  value={messages[key] ?? ""}
                  placeholder={placeholders[index] || "Not reported by this type of question"}
                  aria-describedby={describedBy(inputId, { errors: keyErrors }) ?? (hint ? `${id}-hint` : undefined)}
                  onValueChange={(text) => set(key, text)}
                />
                <FieldErrors id={`${inputId}-errors`} errors={keyErrors} />
              </div>
            );
          })}
          <FieldErrors
            errors={errors.filter(
              (error) =>
                !issues.some((issue) => issue.message === error && /^\.errorMessages\.[a-zA-Z]+$/.test(issue.path)),
            )}
          />
        </div>
      ) : null}
    </details>
  );
}

"use client";
// integer properties: a number input that refuses what is not a whole number, keeping the text and saying why.
import { useState } from "react";
import { inputClasses } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { issueMessages, type ControlProps } from "../field-types";
import { parseIntegerInput } from "../integer-input";

export function IntegerControl({ id, property, label, hint, value, issues, onSet }: ControlProps) {
  // The text typed while it is not a whole number (or until the next change from outside).
  const [draft, setDraft] = useState<{ text: string; error?: string; basis: unknown } | null>(null);
  const current = draft && Object.is(draft.basis, value) ? draft : null;
  const errors = [...(current?.error ? [current.error] : []), ...issueMessages(issues)];
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <input
        id={id}
        data-path={`.${property.name}`}
        type="number"
        step={1}
        inputMode="numeric"
        className={inputClasses}
        value={current ? current.text : value === undefined ? "" : String(value)}
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy(id, { hint, errors })}
        onChange={(event) => {
          const text = event.target.value;
          const parsed = parseIntegerInput(text, event.target.validity.badInput);
          if (parsed.ok) {
            setDraft({ text, basis: parsed.value });
            onSet(property.name, parsed.value);
          } else setDraft({ text, error: parsed.error, basis: value });
        }}
        onBlur={() => setDraft((previous) => (previous?.error ? previous : null))}
      />
    </Field>
  );
}

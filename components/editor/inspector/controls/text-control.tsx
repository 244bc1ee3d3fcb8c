"use client";
// string properties: placeholder, initialVal, messages, rating labels. An emptied field removes the property.
import { DraftInput } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { issueMessages, type ControlProps } from "../field-types";

export function TextControl({ id, property, label, hint, value, issues, onSet }: ControlProps) {
  const errors = issueMessages(issues);
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <DraftInput
        id={id}
        data-path={`.${property.name}`}
        value={typeof value === "string" ? value : value === undefined ? "" : String(value)}
        aria-invalid={errors.length > 0}
        aria-describedby={describedBy(id, { hint, errors })}
        onValueChange={(text) => onSet(property.name, text === "" ? undefined : text)}
      />
    </Field>
  );
}

"use client";
// boolean properties (multiSelect, addEmpty, checkbox initialVal) as switches; "true"/"false" strings read as such.
import { Switch } from "@/components/ui/switch";
import { describedBy, FieldErrors } from "@/components/ui/field";
import { truthy } from "@/lib/questions";
import { issueMessages, type ControlProps } from "../field-types";

export function SwitchControl({ id, property, label, hint, value, issues, onSet }: ControlProps) {
  const errors = issueMessages(issues);
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="text-xs font-medium text-slate-600">
          {label}
        </label>
        <Switch id={id} data-path={`.${property.name}`} checked={truthy(value ?? property.default)} aria-describedby={describedBy(id, { hint, errors })} onCheckedChange={(checked) => onSet(property.name, checked)} />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

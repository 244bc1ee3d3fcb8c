"use client";
// boolean properties (multiSelect, addEmpty, checkbox initialVal) as switches; "true"/"false" strings read as such.
import { Switch } from "@/components/ui/switch";
import { describedBy, Field } from "@/components/ui/field";
import { truthy } from "@/lib/questions/constants";
import { issueMessages, type ControlProps } from "../field-types";

export function SwitchControl({ id, property, label, hint, value, issues, onSet }: ControlProps) {
  const errors = issueMessages(issues);
  // The switch sits on the label's line, where a field shows its badge.
  const control = (
    <Switch
      id={id}
      data-path={`.${property.name}`}
      checked={truthy(value ?? property.default)}
      aria-describedby={describedBy(id, { hint, errors })}
      onCheckedChange={(checked) => onSet(property.name, checked)}
    />
  );
  return <Field id={id} label={label} hint={hint} errors={errors} badge={control} />;
}

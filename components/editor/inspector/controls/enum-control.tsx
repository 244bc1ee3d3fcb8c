"use client";
// enum properties: a segmented control when the choices fit in a row, else a select.
import { SegmentedControl } from "@/components/ui/segmented-control";
import { selectClasses } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { issueMessages, type ControlProps } from "../field-types";
import { enumChoices } from "../property-controls";

export function EnumControl({
  id,
  property,
  label,
  hint,
  value,
  issues,
  onSet,
  segmented,
}: ControlProps & { segmented: boolean }) {
  const errors = issueMessages(issues);
  const choices = enumChoices(property).map((choice) => ({ key: choice.value ?? "", label: choice.label }));
  const stored = value ?? property.default;
  const current = stored === undefined ? "" : String(stored);
  // A value outside the list (sent through the API) stays visible until the person picks another.
  if (!choices.some((choice) => choice.key === current))
    choices.push({ key: current, label: `${current} (not valid)` });
  const choose = (key: string) => onSet(property.name, key === "" ? undefined : key);
  const described = describedBy(id, { hint, errors });
  return (
    <Field id={id} label={label} hint={hint} errors={errors} labelAs={segmented ? "span" : "label"}>
      {segmented ? (
        <SegmentedControl
          id={id}
          data-path={`.${property.name}`}
          segments={choices}
          value={current}
          onValueChange={choose}
          labelledBy={`${id}-label`}
          invalid={errors.length > 0}
          describedBy={described}
        />
      ) : (
        <select
          id={id}
          data-path={`.${property.name}`}
          className={selectClasses}
          value={current}
          aria-invalid={errors.length > 0}
          aria-describedby={described}
          onChange={(event) => choose(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice.key} value={choice.key}>
              {choice.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

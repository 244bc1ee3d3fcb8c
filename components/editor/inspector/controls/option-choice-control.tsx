"use client";
// initialVal of a drop-down or radio question: one of its options' stored values, or none.
import { selectClasses } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { issueMessages, type ControlProps } from "../field-types";

export function OptionChoiceControl({
  id,
  property,
  label,
  value,
  issues,
  onSet,
  choiceValues,
  choiceLabels,
}: ControlProps & { choiceValues: readonly string[]; choiceLabels: readonly string[] }) {
  const errors = issueMessages(issues);
  const current = typeof value === "string" ? value : "";
  const known = current === "" || choiceValues.includes(current);
  const hint = known
    ? "Chosen when the form opens."
    : `'${current}' is not one of the options: choose another or none.`;
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <select
        id={id}
        data-path={`.${property.name}`}
        className={selectClasses}
        value={current}
        aria-invalid={errors.length > 0 || !known}
        aria-describedby={describedBy(id, { hint, errors })}
        onChange={(event) => onSet(property.name, event.target.value === "" ? undefined : event.target.value)}
      >
        <option value="">None</option>
        {choiceValues.map((choice, index) => (
          // Duplicate stored values are possible (and reported) while editing: key by position.
          <option key={index} value={choice}>
            {choiceLabels[index] === choice ? choice : `${choiceLabels[index]} (${choice})`}
          </option>
        ))}
        {known ? null : <option value={current}>{current} (not an option)</option>}
      </select>
    </Field>
  );
}

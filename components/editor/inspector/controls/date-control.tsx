"use client";
// A date question's initialVal / minVal / maxVal with the native picker of its subtype, stored in the subtype's format.
import { inputClasses } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { DATE_FORMATS } from "@/lib/questions/date-formats";
import { issueMessages, type ControlProps } from "../field-types";
import { dateSubtypeOf, fromNativeValue, nativeInputType, toNativeValue } from "../date-input";

export function DateControl({
  id,
  property,
  label,
  value,
  issues,
  onSet,
  subtype: rawSubtype,
}: ControlProps & { subtype: unknown }) {
  const subtype = dateSubtypeOf(rawSubtype);
  const stored = typeof value === "string" ? value : "";
  const native = stored ? toNativeValue(subtype, stored) : "";
  const errors = issueMessages(issues);
  // A stored value in another format (a changed subtype, the API) cannot show in the picker: say what it is.
  const hint =
    native === null
      ? `Now '${stored}', which is not a ${subtype}: pick a new one or clear it.`
      : stored
        ? `Saved in the form as ${stored}.`
        : // An example, said as one: "Stored as 2027-03-14" under an empty field read as a value already set.
          `Not set. Once set, saved in the form like ${DATE_FORMATS[subtype].example}.`;
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <div className="flex gap-1">
        <input
          id={id}
          data-path={`.${property.name}`}
          type={nativeInputType(subtype)}
          step={subtype === "time" || subtype === "datetime" ? 1 : undefined}
          className={inputClasses}
          value={native ?? ""}
          aria-invalid={errors.length > 0 || native === null}
          aria-describedby={describedBy(id, { hint, errors })}
          onChange={(event) => onSet(property.name, fromNativeValue(subtype, event.target.value))}
        />
        {stored ? (
          <button
            type="button"
            className={
              "rounded px-2 text-xs text-slate-600 hover:bg-slate-100 " +
              "focus-visible:outline focus-visible:outline-2 " +
              "focus-visible:outline-brand-500"
            }
            onClick={() => onSet(property.name, undefined)}
          >
            Clear<span className="sr-only"> {label}</span>
          </button>
        ) : null}
      </div>
    </Field>
  );
}

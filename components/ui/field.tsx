// A labelled form field: label, control, hint and the problems found in it, tied together for screen readers.
import type { ReactNode } from "react";

export type FieldMessages = { hint?: string; errors?: readonly string[] };

/** The aria-describedby of a field's control: its hint and its errors. */
export function describedBy(id: string, { hint, errors }: FieldMessages): string | undefined {
  const ids = [hint ? `${id}-hint` : "", errors?.length ? `${id}-errors` : ""].filter(Boolean);
  return ids.length ? ids.join(" ") : undefined;
}

export function Field({
  id,
  label,
  hint,
  errors,
  badge,
  children,
  labelAs = "label",
}: FieldMessages & { id: string; label: string; badge?: ReactNode; children?: ReactNode; labelAs?: "label" | "span" }) {
  const Label = labelAs;
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <Label
          id={`${id}-label`}
          {...(labelAs === "label" ? { htmlFor: id } : {})}
          className="text-xs font-medium text-slate-600"
        >
          {label}
        </Label>
        {badge}
      </div>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={`${id}-errors`} errors={errors} />
    </div>
  );
}

export function FieldErrors({ id, errors }: { id?: string; errors?: readonly string[] }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="space-y-0.5 text-xs text-red-700">
      {errors.map((error, index) => (
        // The same message can come twice (two rules, one wording): key by position.
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

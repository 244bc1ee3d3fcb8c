"use client";
// The code mode's editor until the Monaco one (logic-editor/code) takes its place: a plain JSON text box. The text is
// checked by the shell; this only shows it.
import { inputClasses } from "@/components/ui/input";

export function JsonTextEditor({ id, value, onChange, ariaLabel, placeholder, invalid, describedBy, dataPath }: {
  id: string;
  value: string;
  onChange(text: string): void;
  ariaLabel: string;
  placeholder: string;
  invalid: boolean;
  describedBy?: string;
  dataPath: string;
}) {
  return (
    <textarea
      id={id}
      data-path={dataPath}
      aria-label={ariaLabel}
      className={`${inputClasses} min-h-20 font-mono text-xs`}
      value={value}
      rows={Math.min(12, Math.max(3, value.split("\n").length))}
      spellCheck={false}
      placeholder={placeholder}
      aria-invalid={invalid}
      aria-describedby={describedBy}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

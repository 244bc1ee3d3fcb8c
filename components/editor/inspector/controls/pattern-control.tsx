"use client";
// A text question's own pattern: the expression and its flags (stored as a string, or {pattern, flags} when
// flags are set), with a box to try a sample answer against it.
import { useEffect, useState } from "react";
import { DraftInput } from "@/components/ui/input";
import { describedBy, Field } from "@/components/ui/field";
import { issueMessages, type ControlProps } from "../field-types";
import { patternFrom, patternParts, testSample, type SampleResult } from "../pattern-value";

const RESULT_TEXT: Record<Exclude<SampleResult, "empty">, { text: string; tone: string }> = {
  matches: { text: "Matches: this answer would be accepted.", tone: "text-green-700" },
  noMatch: { text: "Does not match: this answer would be refused.", tone: "text-amber-700" },
  invalid: { text: "The pattern does not compile yet: see the problem above.", tone: "text-red-700" },
};

export function PatternControl({ id, property, label, hint, value, issues, onSet }: ControlProps) {
  const [sample, setSample] = useState("");
  const [tested, setTested] = useState<{ value: unknown; sample: string; result: SampleResult } | null>(null);
  const { source, flags } = patternParts(value);
  const errors = issueMessages(issues);
  // Tried on RE2, which loads with the first sample: until then (a moment) the result line stays empty.
  useEffect(() => {
    let current = true;
    void testSample(value, sample).then((result) => {
      if (current) setTested({ value, sample, result });
    });
    return () => {
      current = false;
    };
  }, [value, sample]);
  const result: SampleResult | "pending" =
    sample === "" ? "empty" : tested && tested.value === value && tested.sample === sample ? tested.result : "pending";
  const resultTone = result === "empty" || result === "pending" ? "text-slate-500" : RESULT_TEXT[result].tone;
  return (
    <Field id={id} label={label} hint={hint} errors={errors}>
      <div className="flex gap-1">
        <DraftInput
          id={id}
          data-path={`.${property.name}`}
          value={source}
          spellCheck={false}
          placeholder="^[A-Z]{2}[0-9]{4}$"
          aria-invalid={errors.length > 0}
          aria-describedby={describedBy(id, { hint, errors })}
          onValueChange={(text) => onSet(property.name, patternFrom(text, flags), `${property.name}.pattern`)}
        />
        <DraftInput
          aria-label="Flags"
          title="Flags, such as i for case-insensitive"
          className={
            "w-14 rounded border border-slate-300 px-2 py-1 font-mono text-sm " +
            "focus-visible:outline focus-visible:outline-2 " +
            "focus-visible:outline-brand-500"
          }
          value={flags}
          placeholder="flags"
          spellCheck={false}
          onValueChange={(text) => onSet(property.name, patternFrom(source, text.trim()), `${property.name}.flags`)}
        />
      </div>
      <div className="mt-1 space-y-1">
        <label htmlFor={`${id}-sample`} className="text-xs text-slate-500">
          Try an answer
        </label>
        <input
          id={`${id}-sample`}
          className={
            "block w-full rounded border border-dashed border-slate-300 bg-slate-50 " +
            "px-2 py-1 text-sm focus-visible:outline focus-visible:outline-2 " +
            "focus-visible:outline-brand-500"
          }
          value={sample}
          onChange={(event) => setSample(event.target.value)}
          disabled={source === ""}
          aria-describedby={`${id}-result`}
        />
        <p id={`${id}-result`} role="status" className={`text-xs ${resultTone}`}>
          {result === "pending"
            ? ""
            : result === "empty"
              ? source === ""
                ? "Write a pattern to try answers against it."
                : ""
              : RESULT_TEXT[result].text}
        </p>
      </div>
    </Field>
  );
}

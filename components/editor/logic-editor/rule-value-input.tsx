"use client";
// The value control of one visual rule, picked by valueKindFor: true/false, a number, a text, a native date picker in
// the subtype's format, an option (with option groups; several for is one of / is none of / contains) or a pattern
// with its flags. Lists of numbers, texts or dates are one input per value.
import { useState } from "react";
import { inputClasses, selectClasses } from "@/components/ui/input";
import { fromNativeValue, nativeInputType, toNativeValue } from "../inspector/date-input";
import type { RuleValue } from "./model/rule-tree";
import type { OptionChoice, ValueKind } from "./model/rule-operators";
import { buttonVariants } from "@/components/ui/button";

type Item = string | number;
type Props = {
  kind: ValueKind;
  value: RuleValue;
  label: string;
  describedBy?: string;
  onChange(value: RuleValue): void;
};

const small = "text-xs";
const buttonClasses = buttonVariants({ variant: "subtle", size: "xs" });

/** A whole number when the text is one; else the text itself, which the rule's problem then points out. */
const parseCount = (text: string): Item | null =>
  text.trim() === "" ? null : /^\d+$/.test(text.trim()) ? Number(text) : text;

/** A number when the text is one; else the text itself, which the rule's problem then points out. */
const parseNumber = (text: string): Item | null =>
  text.trim() === "" ? null : Number.isFinite(Number(text)) ? Number(text) : text;

/** A text box whose typed text survives parsing ("1." stays "1." while it means 1) and gives way to undo. */
function ParsedInput({
  value,
  parse,
  ...props
}: {
  value: Item | null;
  parse(text: string): Item | null;
  label: string;
  describedBy?: string;
  type?: string;
  inputMode?: "decimal" | "numeric";
  onValue(value: Item | null): void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft !== null && Object.is(parse(draft), value) ? draft : value === null ? "" : String(value);
  return (
    <input
      className={`${inputClasses} ${small}`}
      type={props.type ?? "text"}
      inputMode={props.inputMode}
      aria-label={props.label}
      aria-describedby={props.describedBy}
      value={shown}
      onChange={(event) => {
        setDraft(event.target.value);
        props.onValue(parse(event.target.value));
      }}
    />
  );
}

function DateInput({
  kind,
  value,
  label,
  describedBy,
  onValue,
}: {
  kind: Extract<ValueKind, { kind: "date" }>;
  value: Item | null;
  label: string;
  describedBy?: string;
  onValue(value: string | null): void;
}) {
  const native = typeof value === "string" ? (toNativeValue(kind.subtype, value) ?? "") : "";
  return (
    <input
      className={`${inputClasses} ${small}`}
      type={nativeInputType(kind.subtype)}
      // Stored times carry seconds: a step of one second lets the picker keep them.
      step={kind.subtype === "time" || kind.subtype === "datetime" ? 1 : undefined}
      aria-label={label}
      aria-describedby={describedBy}
      title={`A ${kind.subtype} such as ${kind.example}`}
      value={native}
      onChange={(event) => onValue(fromNativeValue(kind.subtype, event.target.value) ?? null)}
    />
  );
}

function SingleInput({
  kind,
  value,
  label,
  describedBy,
  onValue,
}: {
  kind: ValueKind;
  value: Item | null;
  label: string;
  describedBy?: string;
  onValue(value: Item | null): void;
}) {
  if (kind.kind === "date")
    return <DateInput kind={kind} value={value} label={label} describedBy={describedBy} onValue={onValue} />;
  if (kind.kind === "number")
    return (
      <ParsedInput
        value={value}
        parse={parseNumber}
        inputMode="decimal"
        label={label}
        describedBy={describedBy}
        onValue={onValue}
      />
    );
  return <ParsedInput value={value} parse={(text) => text} label={label} describedBy={describedBy} onValue={onValue} />;
}

/** One input per value, each removable, and a button to add one. */
function ListInput({ kind, value, label, describedBy, onChange }: Props) {
  const items: (Item | null)[] = Array.isArray(value) ? value : [];
  const set = (next: (Item | null)[]) => onChange(next.map((item) => item ?? ""));
  return (
    <div role="group" aria-label={label} className="space-y-1">
      {items.map((item, index) => (
        <div key={index} className="flex items-center gap-1">
          <SingleInput
            kind={kind}
            value={item === "" ? null : item}
            label={`${label} ${index + 1}`}
            describedBy={describedBy}
            onValue={(next) => set(items.map((old, at) => (at === index ? next : old)))}
          />
          <button
            type="button"
            className={buttonClasses}
            aria-label={`Remove ${label.toLowerCase()} ${index + 1}`}
            onClick={() => set(items.filter((_, at) => at !== index))}
          >
            ✕
          </button>
        </div>
      ))}
      <button type="button" className={buttonClasses} onClick={() => set([...items, null])}>
        + Add a value
      </button>
    </div>
  );
}

/** The options grouped as the select shows them: [group label or undefined, its options]. */
function grouped(options: readonly OptionChoice[]): [string | undefined, OptionChoice[]][] {
  const groups: [string | undefined, OptionChoice[]][] = [];
  for (const option of options) {
    const last = groups[groups.length - 1];
    if (last && last[0] === option.group) last[1].push(option);
    else groups.push([option.group, [option]]);
  }
  return groups;
}

function OptionInput({
  kind,
  value,
  label,
  describedBy,
  onChange,
}: Props & { kind: Extract<ValueKind, { kind: "option" }> }) {
  if (kind.list) {
    const chosen = new Set(Array.isArray(value) ? value : []);
    const toggle = (option: string, on: boolean) =>
      onChange(
        kind.options.map((choice) => choice.value).filter((choice) => (choice === option ? on : chosen.has(choice))),
      );
    return (
      <fieldset aria-describedby={describedBy} className="space-y-0.5">
        <legend className="sr-only">{label}</legend>
        {grouped(kind.options).map(([group, options], index) => (
          <div key={`${group ?? ""}-${index}`} role={group === undefined ? undefined : "group"} aria-label={group}>
            {group === undefined ? null : <div className="text-xs font-medium text-slate-500">{group}</div>}
            {options.map((option) => (
              <label key={option.value} className="flex items-center gap-1.5 text-xs text-slate-800">
                <input
                  type="checkbox"
                  className="accent-brand-600"
                  checked={chosen.has(option.value)}
                  onChange={(event) => toggle(option.value, event.target.checked)}
                />
                {option.label}
              </label>
            ))}
          </div>
        ))}
      </fieldset>
    );
  }
  const renderOption = (option: OptionChoice) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  );
  return (
    <select
      className={`${selectClasses} ${small}`}
      aria-label={label}
      aria-describedby={describedBy}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value || null)}
    >
      <option value="">Choose…</option>
      {grouped(kind.options).map(([group, options], index) =>
        group === undefined ? (
          options.map(renderOption)
        ) : (
          <optgroup key={`${group}-${index}`} label={group}>
            {options.map(renderOption)}
          </optgroup>
        ),
      )}
    </select>
  );
}

function PatternInput({ value, label, describedBy, onChange }: Props) {
  const regex =
    typeof value === "object" && value !== null && !Array.isArray(value) ? value : { pattern: "", flags: "" };
  return (
    <div className="flex items-center gap-1">
      <ParsedInput
        value={regex.pattern || null}
        parse={(text) => text}
        label={`${label}: pattern`}
        describedBy={describedBy}
        onValue={(pattern) => onChange({ ...regex, pattern: String(pattern ?? "") })}
      />
      <input
        className={`${inputClasses} ${small} w-14 font-mono`}
        aria-label={`${label}: flags`}
        placeholder="flags"
        value={regex.flags}
        onChange={(event) => onChange({ ...regex, flags: event.target.value })}
      />
    </div>
  );
}

export function RuleValueInput(props: Props) {
  const { kind, value, label, describedBy, onChange } = props;
  switch (kind.kind) {
    case "none":
      return null;
    case "boolean":
      return (
        <select
          className={`${selectClasses} ${small}`}
          aria-label={label}
          aria-describedby={describedBy}
          value={String(value === true)}
          onChange={(event) => onChange(event.target.value === "true")}
        >
          <option value="true">true</option>
          <option value="false">false</option>
        </select>
      );
    case "option":
      return <OptionInput {...props} kind={kind} />;
    case "regex":
      return <PatternInput {...props} />;
    case "count":
      return (
        <ParsedInput
          value={typeof value === "string" || typeof value === "number" ? value : null}
          parse={parseCount}
          inputMode="numeric"
          label={label}
          describedBy={describedBy}
          onValue={onChange}
        />
      );
    default:
      return kind.list ? (
        <ListInput {...props} />
      ) : (
        <SingleInput
          kind={kind}
          value={typeof value === "string" || typeof value === "number" ? value : null}
          label={label}
          describedBy={describedBy}
          onValue={onChange}
        />
      );
  }
}

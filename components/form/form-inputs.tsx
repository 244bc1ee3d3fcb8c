"use client";
// The controls of a form, one per question type and subtype, with the native inputs and attributes the
// capture app uses on a tablet (autoCapitalize / autoCorrect, date pickers with min / max, option groups, stars).
import { truthy } from "@/lib/questions/constants";
import type { Question, SelectOption } from "@/lib/questions/schema";
import { choiceValue, selectValue } from "./form-answers";
import { RatingStars } from "./rating-stars";

export type ControlProps<Q extends Question = Question> = {
  question: Q;
  value: unknown;
  inputId: string;
  /** The id of the element naming the question (a group's legend, a rating's stars are labelled by it). */
  labelId: string;
  /** The name of a group's radio buttons: unique in the page. */
  name: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  onAnswer(id: string, value: unknown): void;
  onBlur?(): void;
};

const box =
  "w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base " +
  "text-slate-900 placeholder:text-slate-500 focus:border-brand-500 " +
  "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 " +
  "aria-[invalid=true]:border-red-600";

const DATE_INPUT = { date: "date", datetime: "datetime-local", time: "time", week: "week", month: "month" } as const;

/** Native pickers leave out zero seconds ("09:30"); the API's formats always have them ("09:30:00"). */
export function dateValueFromInput(subtype: keyof typeof DATE_INPUT, raw: string): string {
  if ((subtype === "time" && /^\d{2}:\d{2}$/.test(raw)) || (subtype === "datetime" && /T\d{2}:\d{2}$/.test(raw)))
    return `${raw}:00`;
  return raw;
}

/** What a number box sends: a number when it reads as one, else the text as typed (which the server refuses). */
const numberFromInput = (raw: string): unknown =>
  raw.trim() === "" ? undefined : Number.isFinite(Number(raw)) ? Number(raw) : raw;

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

function SelectOptions({ options }: { options: readonly SelectOption[] }) {
  return options.map((option, index) =>
    Array.isArray(option.options) ? (
      <optgroup key={`g${index}`} label={option.label}>
        <SelectOptions options={option.options} />
      </optgroup>
    ) : (
      <option key={`o${index}`} value={selectValue(option)}>
        {option.label}
      </option>
    ),
  );
}

function SelectControl({
  question,
  value,
  inputId,
  describedBy,
  invalid,
  required,
  onAnswer,
}: ControlProps<Extract<Question, { type: "select" }>>) {
  const common = {
    id: inputId,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": required,
    className: box,
  };
  if (truthy(question.multiSelect)) {
    const chosen = Array.isArray(value) ? value.map(String) : [];
    return (
      <select
        {...common}
        multiple
        value={chosen}
        onChange={(event) =>
          onAnswer(
            question.id,
            Array.from(event.target.selectedOptions, (option) => option.value),
          )
        }
      >
        <SelectOptions options={question.options} />
      </select>
    );
  }
  return (
    <select
      {...common}
      value={text(value)}
      onChange={(event) => onAnswer(question.id, event.target.value || undefined)}
    >
      {/* addEmpty offers an empty choice; otherwise the empty state is only a prompt that cannot be chosen back. */}
      {truthy(question.addEmpty) ? (
        <option value="">(none)</option>
      ) : (
        <option value="" disabled hidden>
          Choose…
        </option>
      )}
      <SelectOptions options={question.options} />
    </select>
  );
}

function ChoiceGroup({
  question,
  value,
  name,
  describedBy,
  invalid,
  onAnswer,
}: ControlProps<Extract<Question, { type: "radio" | "checkboxGroup" }>>) {
  const multiple = question.type === "checkboxGroup";
  const chosen = Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  return (
    <div className="flex flex-col gap-1.5" aria-describedby={describedBy} aria-invalid={invalid || undefined}>
      {question.options.map((option, index) => {
        const optionValue = choiceValue(option);
        const checked = chosen.includes(optionValue);
        const toggle = () =>
          onAnswer(
            question.id,
            multiple
              ? checked
                ? chosen.filter((item) => item !== optionValue)
                : [...chosen, optionValue]
              : optionValue,
          );
        return (
          <label key={index} className="flex items-center gap-2 text-base text-slate-800">
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              value={optionValue}
              checked={checked}
              onChange={toggle}
              className="h-5 w-5 accent-brand-600"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}

/** The input of a question that collects a value (label, note and divider are drawn by the field itself). */
export function FormControl(props: ControlProps) {
  const { question, value, inputId, describedBy, invalid, required, onAnswer, onBlur } = props;
  const aria = {
    id: inputId,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": required,
    onBlur,
  };
  const set = (next: string) => onAnswer(question.id, next === "" ? undefined : next);
  switch (question.type) {
    case "text": {
      const attributes = {
        ...aria,
        value: text(value),
        placeholder: question.placeholder,
        autoCapitalize: question.autoCapitalize,
        autoCorrect: question.autoCorrect,
      };
      if (question.subtype === "multiline")
        return <textarea {...attributes} rows={4} className={box} onChange={(event) => set(event.target.value)} />;
      return (
        <input
          {...attributes}
          type="text"
          className={`${box} ${question.subtype === "short" ? "max-w-[12rem]" : ""}`}
          onChange={(event) => set(event.target.value)}
        />
      );
    }
    case "email":
    case "tel":
    case "url":
      return (
        <input
          {...aria}
          type={question.type}
          value={text(value)}
          placeholder={question.placeholder}
          autoCapitalize="off"
          autoCorrect="off"
          className={box}
          onChange={(event) => set(event.target.value)}
        />
      );
    case "social":
      return (
        <div className="flex items-center gap-1">
          <span aria-hidden className="text-slate-600">
            @
          </span>
          <input
            {...aria}
            type="text"
            value={text(value)}
            placeholder={question.placeholder}
            autoCapitalize="off"
            autoCorrect="off"
            className={box}
            onChange={(event) => set(event.target.value)}
          />
        </div>
      );
    case "date": {
      const subtype = question.subtype ?? "date";
      const seconds = subtype === "time" || subtype === "datetime" ? { step: 1 } : {};
      return (
        <input
          {...aria}
          {...seconds}
          type={DATE_INPUT[subtype]}
          value={text(value)}
          min={question.minVal}
          max={question.maxVal}
          className={box}
          onChange={(event) => set(dateValueFromInput(subtype, event.target.value))}
        />
      );
    }
    case "number":
      return (
        <input
          {...aria}
          type="number"
          inputMode="numeric"
          value={text(value)}
          min={question.minVal}
          max={question.maxVal}
          step={question.step}
          placeholder={question.placeholder}
          className={`${box} max-w-[12rem]`}
          onChange={(event) => onAnswer(question.id, numberFromInput(event.target.value))}
        />
      );
    case "select":
      return <SelectControl {...props} question={question} />;
    case "radio":
    case "checkboxGroup":
      return <ChoiceGroup {...props} question={question} />;
    case "checkbox":
      return (
        <input
          {...aria}
          type="checkbox"
          checked={value === true}
          onChange={(event) => onAnswer(question.id, event.target.checked)}
          className="h-5 w-5 accent-brand-600"
        />
      );
    case "rating":
      return (
        <RatingStars
          question={question}
          value={value}
          labelId={props.labelId}
          describedBy={describedBy}
          onAnswer={onAnswer}
        />
      );
    default:
      return null;
  }
}

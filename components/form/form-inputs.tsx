"use client";
// The controls of a form, one per question type and subtype, with the native inputs and attributes a tablet needs:
// the keyboard of each type (type / inputMode), autofill tokens, the question's autoCapitalize / autoCorrect
// (docs/spec/event-capture-api-v1.1.5.md "Question types"), date pickers with min / max, option groups, stars.
// `size="touch"` makes every target at least TOUCH_TARGET_PX high (the capture app; the preview's devices).
import { truthy } from "@/lib/questions/constants";
import type { Question, SelectOption } from "@/lib/questions/schema";
import {
  choiceValue,
  DATE_INPUT,
  dateValueFromInput,
  numberFromInput,
  selectValue,
  textFromInput,
} from "./form-answers";
import { RatingStars } from "./rating-stars";

/** `compact` for a desk, `touch` for fingers: targets at least TOUCH_TARGET_PX tall and wide. */
export type FormSize = "compact" | "touch";
/** The smallest target a finger hits reliably (WCAG 2.5.5, Apple's and Google's guidelines: 44 CSS px). */
export const TOUCH_TARGET_PX = 44;

export type ControlProps<Q extends Question = Question> = {
  question: Q;
  value: unknown;
  inputId: string;
  /** The id of the element naming the question (a group's legend, a rating's stars are labelled by it). */
  labelId: string;
  /** The name of a group's radio buttons: unique in the page. */
  name: string;
  /**
   * The id of the form that owns the control, when it is not the form around it: the capture app gives each
   * question a form of its own (components/form/form-fields.tsx says why).
   */
  form?: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
  size: FormSize;
  /**
   * Whether the browser may offer what it remembers (e-mail, phone, name): yes on a visitor's own phone; a tablet
   * shared by a stand's visitors turns it off, or it offers the previous visitor's address.
   */
  autoFill: boolean;
  onAnswer(id: string, value: unknown): void;
};

const BOX =
  "w-full rounded-lg border border-slate-300 bg-white px-3 text-base " +
  "text-slate-900 placeholder:text-slate-500 focus:border-brand-500 " +
  "focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 " +
  "aria-[invalid=true]:border-red-600";
// h-11 / min-h-11 is TOUCH_TARGET_PX (2.75rem).
const box = (size: FormSize, extra = "") => `${BOX} ${size === "touch" ? "min-h-11 py-2.5" : "py-2"} ${extra}`;
/**
 * A one-line input: a fixed height (its padding, one line of text-base and its border, as `box` would grow it) with
 * size and layout containment, so the browser lays out what is typed into it without laying out the rest of the
 * form again. On a long form that was most of a keystroke's layout (docs/benchmarks.md "bench:capture"). A block:
 * a size-contained inline box has no text baseline to sit its line on.
 */
const lineBox = (size: FormSize, extra = "") =>
  box(
    size,
    `block ${size === "touch" ? "h-[calc(2.75rem+2px)]" : "h-[calc(2.5rem+2px)]"} [contain:size_layout_style] ${extra}`,
  );
/** A tick box or radio button and its words: the whole row is the target. */
const choiceRow = (size: FormSize) =>
  `flex items-center gap-2 text-base text-slate-800 ${size === "touch" ? "min-h-11 min-w-11 gap-3" : ""}`;
const tick = (size: FormSize) => `${size === "touch" ? "h-6 w-6" : "h-5 w-5"} shrink-0 accent-brand-600`;

const text = (value: unknown) => (value === undefined || value === null ? "" : String(value));

/** The keyboard of a number: digits only for whole non-negative numbers, a decimal point, or the full one. */
function numberInputMode(question: Extract<Question, { type: "number" }>): "numeric" | "decimal" | undefined {
  const min = question.minVal === undefined ? undefined : Number(question.minVal);
  // Phones' digit pads have no minus sign: a number that may be negative keeps the keyboard type=number brings.
  if (min === undefined || !(min >= 0)) return undefined;
  return question.step !== undefined && Number.isInteger(min) ? "numeric" : "decimal";
}

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
  size,
  form,
  onAnswer,
}: ControlProps<Extract<Question, { type: "select" }>>) {
  const common = {
    id: inputId,
    form,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": required,
    className: box(size),
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
  form,
  invalid,
  size,
  onAnswer,
}: ControlProps<Extract<Question, { type: "radio" | "checkboxGroup" }>>) {
  const multiple = question.type === "checkboxGroup";
  const chosen = Array.isArray(value) ? value.map(String) : typeof value === "string" ? [value] : [];
  return (
    <div className={`flex flex-col ${size === "touch" ? "gap-0.5" : "gap-1.5"}`}>
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
          <label key={index} className={choiceRow(size)}>
            <input
              type={multiple ? "checkbox" : "radio"}
              name={name}
              form={form}
              value={optionValue}
              checked={checked}
              aria-invalid={invalid || undefined}
              onChange={toggle}
              className={tick(size)}
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
  const { question, value, inputId, describedBy, invalid, required, size, autoFill, onAnswer } = props;
  const aria = {
    id: inputId,
    form: props.form,
    "aria-describedby": describedBy,
    "aria-invalid": invalid,
    "aria-required": required,
  };
  const set = (next: string) => onAnswer(question.id, textFromInput(next));
  /** An autofill token where the browser may offer one, else "off". */
  const fill = (token: string) => (autoFill ? token : "off");
  switch (question.type) {
    case "text": {
      const attributes = {
        ...aria,
        value: text(value),
        placeholder: question.placeholder,
        autoCapitalize: question.autoCapitalize ?? (question.id === "fullName" ? "words" : undefined),
        autoCorrect: question.autoCorrect,
        // The dictionary off (autoCorrect "off") also means no red underlines: names and codes are not words.
        spellCheck: question.autoCorrect === "off" ? false : undefined,
        autoComplete: question.id === "fullName" ? fill("name") : autoFill ? undefined : "off",
      };
      if (question.subtype === "multiline")
        return (
          <textarea {...attributes} rows={4} className={box(size)} onChange={(event) => set(event.target.value)} />
        );
      return (
        <input
          {...attributes}
          type="text"
          className={lineBox(size, question.subtype === "short" ? "max-w-[12rem]" : "")}
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
          inputMode={question.type}
          autoComplete={fill(question.type)}
          value={text(value)}
          placeholder={question.placeholder}
          autoCapitalize="off"
          autoCorrect="off"
          spellCheck={false}
          className={lineBox(size)}
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
            autoComplete={fill("username")}
            value={text(value)}
            placeholder={question.placeholder}
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            className={lineBox(size)}
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
          placeholder={question.placeholder}
          autoComplete="off"
          className={lineBox(size)}
          onChange={(event) => onAnswer(question.id, dateValueFromInput(subtype, event.target.value))}
        />
      );
    }
    case "number":
      return (
        <input
          {...aria}
          type="number"
          inputMode={numberInputMode(question)}
          autoComplete="off"
          value={text(value)}
          min={question.minVal}
          max={question.maxVal}
          // Without a step of its own any number is an answer (the API takes 3.5): the browser's default is 1.
          step={question.step ?? "any"}
          placeholder={question.placeholder}
          className={lineBox(size, "max-w-[12rem]")}
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
          className={tick(size)}
        />
      );
    case "rating":
      return (
        <RatingStars
          question={question}
          value={value}
          labelId={props.labelId}
          describedBy={describedBy}
          invalid={invalid}
          size={size}
          onAnswer={onAnswer}
        />
      );
    default:
      return null;
  }
}

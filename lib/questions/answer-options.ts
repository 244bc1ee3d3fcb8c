// The values a choice question's answers hold, with the labels people read: a select's option `value` (or its label;
// groups flattened), a radio's or checkboxGroup's option `id` (or its label) — the values validateValues accepts.
import { isPlainObject } from "../logic/is-plain-object";

export type AnswerOption = { value: string; label: string };

export function answerOptions(question: { type?: unknown; options?: unknown }): AnswerOption[] {
  const options: AnswerOption[] = [];
  if (question.type !== "select" && question.type !== "radio" && question.type !== "checkboxGroup") return options;
  const key = question.type === "select" ? "value" : "id";
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const option of list) {
      if (!isPlainObject(option)) continue;
      const label = String(option.label ?? "");
      if (question.type === "select" && Array.isArray(option.options)) walk(option.options);
      else options.push({ value: typeof option[key] === "string" ? (option[key] as string) : label, label });
    }
  };
  walk(question.options);
  return options;
}

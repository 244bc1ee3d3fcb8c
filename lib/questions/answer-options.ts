// The values a choice question's answers hold, with the labels people read: a select's option `value` (or its label;
// groups flattened), a radio's or checkboxGroup's option `id` (or its label) — the values validateValues accepts.

export type AnswerOption = { value: string; label: string };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

export function answerOptions(question: { type?: unknown; options?: unknown }): AnswerOption[] {
  const options: AnswerOption[] = [];
  if (question.type !== "select" && question.type !== "radio" && question.type !== "checkboxGroup") return options;
  const key = question.type === "select" ? "value" : "id";
  const walk = (list: unknown) => {
    if (!Array.isArray(list)) return;
    for (const option of list) {
      if (!isObject(option)) continue;
      const label = String(option.label ?? "");
      if (question.type === "select" && Array.isArray(option.options)) walk(option.options);
      else options.push({ value: typeof option[key] === "string" ? (option[key] as string) : label, label });
    }
  };
  walk(question.options);
  return options;
}

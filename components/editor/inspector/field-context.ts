// Per-property context for the inspector's fields, as plain values and string lists so memoised fields compare
// equal when nothing they show changed.
import type { Question } from "@/lib/questions";
import { ERROR_MESSAGE_KEYS } from "@/lib/questions/constants";
import { defaultErrorMessages } from "@/lib/questions/error-messages";
import { storedKeyFor, storedValue, type OptionLike } from "./option-list";
import type { Control } from "./property-controls";
import type { FieldContext } from "./property-field";

function choices(question: Question): { values: string[]; labels: string[] } {
  const values: string[] = [];
  const labels: string[] = [];
  if (question.type !== "select" && question.type !== "radio") return { values, labels };
  const key = storedKeyFor(question.type);
  const walk = (options: readonly OptionLike[]) => {
    for (const option of options) {
      if (Array.isArray(option.options)) walk(option.options);
      else {
        values.push(storedValue(option, key));
        labels.push(String(option.label ?? ""));
      }
    }
  };
  walk((Array.isArray(question.options) ? question.options : []) as OptionLike[]);
  return { values, labels };
}

export function fieldContext(
  control: Control,
  question: Question,
  form: { getQuestions(): readonly Question[] },
): FieldContext {
  const loose = question as Record<string, unknown>;
  switch (control) {
    case "date":
      return { subtype: loose.subtype };
    case "options":
      return { multiSelect: loose.multiSelect };
    case "optionChoice": {
      const { values, labels } = choices(question);
      return { choiceValues: values, choiceLabels: labels };
    }
    case "logic":
      // Any question of the form, itself included: a circle is reported by validateDefinition's issues.
      return { questionId: question.id, getQuestions: form.getQuestions };
    case "errorMessages": {
      const defaults = defaultErrorMessages(loose);
      return { placeholders: ERROR_MESSAGE_KEYS.map((key) => defaults[key] ?? "") };
    }
    default:
      return {};
  }
}

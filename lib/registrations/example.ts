// Example values for a registration of an event's form, for the curl line on an empty Registrations page: the
// required questions (and the name and e-mail) with a value of their type that the API accepts.
import { answerOptions, DATE_FORMATS, type Question } from "../questions";
import { collectsValue } from "./columns";

function sample(question: Question): unknown {
  switch (question.type) {
    case "email":
      return "ada@example.com";
    case "text":
      return question.id === "fullName" ? "Ada Lovelace" : "Analytical Engines";
    case "select": {
      const first = answerOptions(question)[0]?.value ?? "";
      return question.multiSelect === true || question.multiSelect === "true" ? [first] : first;
    }
    case "radio":
      return answerOptions(question)[0]?.value ?? "";
    case "checkboxGroup":
      return [answerOptions(question)[0]?.value ?? ""];
    case "checkbox":
      return true;
    case "rating":
      return 5;
    case "number":
      return question.minVal !== undefined ? Number(question.minVal) : 1;
    case "date":
      return (
        DATE_FORMATS[(question.subtype as keyof typeof DATE_FORMATS) ?? "date"]?.example ?? DATE_FORMATS.date.example
      );
    case "tel":
      return "+44 20 7946 0000";
    case "url":
      return "https://example.com";
    case "social":
      return "@ada";
    default:
      return "";
  }
}

export function exampleValues(questions: readonly Question[]): Record<string, { value: unknown }> {
  const values: Record<string, { value: unknown }> = {};
  for (const question of questions) {
    if (!collectsValue(question)) continue;
    // A question required only under some condition is left out: the example stays short.
    if (question.required === true || question.id === "fullName" || question.id === "email")
      values[question.id] = { value: sample(question) };
  }
  return values;
}

// The demo answers the follow-up's preview is filled with: a visitor's plausible answer to each question of the
// form, in the shape the API stores (`{ value }` per question id), so the preview renders as a real lead's mail.
import { answerOptions } from "@/lib/questions/answer-options";

type QuestionLike = { id: string; type: string; options?: unknown };

const BY_ID: Record<string, unknown> = {
  fullName: "Ada Lovelace",
  email: "ada@example.com",
  company: "Analytical Engines Ltd",
  mobile: "+44 20 7946 0000",
  emailMe: true,
};
const BY_TYPE: Record<string, unknown> = {
  text: "Sample answer",
  email: "ada@example.com",
  tel: "+44 20 7946 0000",
  url: "https://example.com",
  social: "@ada",
  date: "2026-12-05",
  number: 42,
  rating: 4,
  checkbox: true,
};

export function sampleAnswers(questions: readonly QuestionLike[]): Record<string, { value: unknown }> {
  const values: Record<string, { value: unknown }> = {};
  for (const question of questions) {
    const options = answerOptions(question).map((option) => option.value);
    const value =
      question.id in BY_ID
        ? BY_ID[question.id]
        : question.type === "checkboxGroup"
          ? options.slice(0, 2)
          : options.length
            ? options[0]
            : BY_TYPE[question.type];
    if (value !== undefined) values[question.id] = { value };
  }
  return values;
}

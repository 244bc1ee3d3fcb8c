// The forms the editor benchmarks open: pure data, shared by bench:editor and its side-by-side with SurveyJS Creator
// (scripts/bench/neutral.ts), so that both tools are measured on the same questions.
import type { Question } from "../../lib/questions";

/** The ten question types the bench's forms cycle through, in order. */
export const BENCH_TYPES = [
  "text",
  "email",
  "select",
  "number",
  "date",
  "radio",
  "checkboxGroup",
  "tel",
  "rating",
  "checkbox",
] as const;

/**
 * `count` questions (1,000 unless told) of the ten types in turn, the choice types with three options; every tenth
 * question from q11 on (q11, q21, …) is shown only when the question eleven before it is answered.
 */
export function thousandQuestions(count = 1000): Question[] {
  return Array.from({ length: count }, (_, i) => {
    const type = BENCH_TYPES[i % BENCH_TYPES.length];
    const base = { id: `q${i}`, type, label: `Question ${i}` } as Record<string, unknown>;
    if (type === "select" || type === "radio" || type === "checkboxGroup")
      base.options = [{ label: "One" }, { label: "Two" }, { label: "Three" }];
    // Every tenth question shows only when an earlier one is answered, as real forms do.
    if (i % 10 === 1 && i > 10) base.displayed = { [`q${i - 11}`]: { $exists: true } };
    return base as Question;
  });
}

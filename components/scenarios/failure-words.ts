// A failing scenario in words (docs/studio.md "Scenarios"): what the visitor now sees, why in a phrase ("its
// condition changed" when the question's own condition differs from the form the scenario last passed on), and what
// the scenario expects.
import type { ScenarioFailure } from "@/lib/questions/scenarios";

type Question = Record<string, unknown> & { id: string };

const quote = (text: string) => `“${text}”`;
const nameOf = (question: Question | undefined, id: string) =>
  quote(question && typeof question.label === "string" && question.label.trim() ? question.label.trim() : id);

const isCondition = (value: unknown) => typeof value === "object" && value !== null;
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * `now`: the question in the form as it is; `then`: the same question (by id) in the form the scenario last passed
 * on, when the editor saw it pass.
 */
export function failureSentence(failure: ScenarioFailure, now: Question | undefined, then?: Question): string {
  if (failure.property !== "displayed" && failure.property !== "required") return failure.text;
  const id = failure.questionId ?? "";
  const words =
    failure.property === "displayed"
      ? { is: failure.actual ? "shown" : "hidden", expected: failure.expected ? "shown" : "hidden" }
      : { is: failure.actual ? "required" : "optional", expected: failure.expected ? "required" : "optional" };
  const attribute = now?.[failure.property];
  const before = then?.[failure.property];
  const because = !then
    ? "for these answers"
    : same(before, attribute)
      ? "a question its condition reads changed"
      : isCondition(before) && isCondition(attribute)
        ? "its condition changed"
        : isCondition(before)
          ? "its condition was removed"
          : isCondition(attribute)
            ? "it was given a condition"
            : `its ${failure.property === "displayed" ? "“Displayed”" : "“Required”"} setting changed`;
  const joiner = because === "for these answers" ? " " : ": ";
  return `${nameOf(now, id)} is now ${words.is}${joiner}${because}. This scenario expects it ${words.expected}.`;
}

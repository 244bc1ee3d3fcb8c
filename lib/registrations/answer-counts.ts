// How the answers to each choice question are spread over all registrations (the "At a glance" charts): a bar per
// option (its label), "not answered" as its own bar, and values no option has any more as "other values". A
// multi-answer question counts each chosen option, so its bars add up to more than the registrations.
import { answerOptions, type Question } from "../questions";

export type Bar = { key: string; label: string; count: number };
export type AnswerChart = {
  questionId: string;
  label: string;
  type: string;
  multiple: boolean;
  total: number;
  bars: Bar[];
};

const CHART_TYPES = new Set(["select", "radio", "checkboxGroup", "checkbox", "rating"]);
export const NOT_ANSWERED = "(not answered)";
export const OTHER = "(other values)";

export function chartsFor(question: { type: string }): boolean {
  return CHART_TYPES.has(question.type);
}

type Counter = { question: Question; multiple: boolean; order: Bar[]; byKey: Map<string, Bar> };

function barsOf(question: Question): Bar[] {
  switch (question.type) {
    case "checkbox":
      return [
        { key: "true", label: "yes", count: 0 },
        { key: "false", label: "no", count: 0 },
      ];
    case "rating": {
      const max = Number(question.maxRating ?? 5) === 10 ? 10 : 5;
      return Array.from({ length: max }, (_, i) => ({
        key: String(i + 1),
        label: `${i + 1} ${i === 0 ? "star" : "stars"}`,
        count: 0,
      }));
    }
    default: {
      const seen = new Set<string>();
      // Two options with one value (a definition the API refuses, but a stored one may predate a rule) count once.
      return answerOptions(question)
        .filter((option) => !seen.has(option.value) && seen.add(option.value))
        .map((option) => ({ key: `option:${option.value}`, label: option.label, count: 0 }));
    }
  }
}

function keyOf(question: Question, item: unknown): string | null {
  if (question.type === "checkbox")
    return item === true || item === "true" ? "true" : item === false || item === "false" ? "false" : null;
  if (question.type === "rating")
    return typeof item === "number" || typeof item === "string" ? String(Number(item)) : null;
  return typeof item === "string" ? `option:${item}` : null;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Feed registrations one at a time (memory does not grow with their number), then read the charts. */
export function createAnswerCounter(questions: readonly Question[]) {
  const counters: Counter[] = questions.filter(chartsFor).map((question) => {
    const order = barsOf(question);
    order.push({ key: OTHER, label: "Other values", count: 0 }, { key: NOT_ANSWERED, label: "Not answered", count: 0 });
    return {
      question,
      multiple:
        question.type === "checkboxGroup" ||
        (question.type === "select" && (question.multiSelect === true || question.multiSelect === "true")),
      order,
      byKey: new Map(order.map((bar) => [bar.key, bar])),
    };
  });
  let total = 0;
  return {
    add(values: Record<string, { value?: unknown } | undefined>) {
      total += 1;
      for (const counter of counters) {
        const value = values[counter.question.id]?.value;
        if (isEmpty(value)) {
          counter.byKey.get(NOT_ANSWERED)!.count += 1;
          continue;
        }
        for (const item of new Set(Array.isArray(value) ? value : [value])) {
          const key = keyOf(counter.question, item);
          (counter.byKey.get(key ?? OTHER) ?? counter.byKey.get(OTHER)!).count += 1;
        }
      }
    },
    get total() {
      return total;
    },
    charts(): AnswerChart[] {
      return counters.map(({ question, multiple, order }) => ({
        questionId: question.id,
        label: question.label?.trim() || question.id,
        type: question.type,
        multiple,
        total,
        // "Other values" only when some answer had one.
        bars: order.filter((bar) => bar.key !== OTHER || bar.count > 0).map((bar) => ({ ...bar })),
      }));
    },
  };
}

/** A bar's share of the registrations, as shown: whole percent, or one decimal under 10 %. */
export function percentOf(count: number, total: number): string {
  if (total === 0) return "0 %";
  const share = (count / total) * 100;
  return `${share < 10 && share > 0 ? share.toFixed(1) : Math.round(share)} %`;
}

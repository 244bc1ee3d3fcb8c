// One answer as the table and the side panel show it: text from lib/registrations (labels, yes/no, dates in the
// person's locale), ratings as stars with their number.
import type { Question } from "@/lib/questions";
import { answerText, cellText, type Column } from "@/lib/registrations/columns";
import type { Formatters } from "./format";

export function Stars({ value, max }: { value: number; max: number }) {
  const filled = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-amber-500">
        {"★".repeat(filled)}
        <span className="text-slate-300">{"★".repeat(max - filled)}</span>
      </span>{" "}
      <span className="tabular-nums">{value}</span>
      <span className="sr-only"> of {max} stars</span>
    </span>
  );
}

function ratingOf(question: Question, value: unknown): { value: number; max: number } | null {
  if (question.type !== "rating") return null;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) return null;
  return { value: number, max: Number(question.maxRating ?? 5) === 10 ? 10 : 5 };
}

type Values = Record<string, { value?: unknown } | undefined>;

export function AnswerCell({
  column,
  question,
  values,
  format,
}: {
  column: Column;
  question: Question;
  values: Values;
  format: Formatters;
}) {
  const rating = ratingOf(question, values[column.questionId]?.value);
  if (rating) return <Stars {...rating} />;
  return <>{cellText(column, question, values, { date: format.date })}</>;
}

export function AnswerValue({ question, value, format }: { question: Question; value: unknown; format: Formatters }) {
  const rating = ratingOf(question, value);
  if (rating) return <Stars {...rating} />;
  return <>{answerText(question, value, { date: format.date })}</>;
}

"use client";
// A rating of 5 or 10 stars with its minLabel / maxLabel, as the capture app draws it: a radio group of stars.
import type { Question } from "@/lib/questions/schema";

type RatingQuestion = Extract<Question, { type: "rating" }>;

export function RatingStars({
  question,
  value,
  labelId,
  describedBy,
  onAnswer,
}: {
  question: RatingQuestion;
  value: unknown;
  labelId: string;
  describedBy: string | undefined;
  onAnswer(id: string, value: unknown): void;
}) {
  const max = Number(question.maxRating ?? 5);
  const stars = typeof value === "number" ? value : 0;
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        className="flex flex-wrap gap-0.5"
      >
        {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
          <button
            key={count}
            type="button"
            role="radio"
            aria-checked={stars === count}
            aria-label={`${count} star${count > 1 ? "s" : ""}`}
            onClick={() => onAnswer(question.id, stars === count ? undefined : count)}
            className={
              `text-2xl leading-none focus-visible:outline focus-visible:outline-2 ` +
              `focus-visible:outline-brand-500 ${count <= stars ? "text-amber-500" : "text-slate-400"}`
            }
          >
            ★
          </button>
        ))}
      </div>
      {question.minLabel || question.maxLabel ? (
        <div className="mt-0.5 flex justify-between text-xs text-slate-600" style={{ maxWidth: `${max * 1.6}rem` }}>
          <span>{question.minLabel}</span>
          <span>{question.maxLabel}</span>
        </div>
      ) : null}
    </div>
  );
}

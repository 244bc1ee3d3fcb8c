"use client";
// A rating of 5 or 10 stars with its minLabel / maxLabel, as the capture app draws it: a radio group of stars (the
// arrow keys move between them, as in any radio group). Choosing the chosen star again clears the rating.
import type { KeyboardEvent } from "react";
import type { Question } from "@/lib/questions/schema";
import type { FormSize } from "./form-inputs";

type RatingQuestion = Extract<Question, { type: "rating" }>;

export function RatingStars({
  question,
  value,
  labelId,
  describedBy,
  invalid,
  size,
  onAnswer,
}: {
  question: RatingQuestion;
  value: unknown;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  size: FormSize;
  onAnswer(id: string, value: unknown): void;
}) {
  const max = Number(question.maxRating ?? 5);
  const stars = typeof value === "number" ? value : 0;
  // One tab stop for the group: the chosen star, else the first.
  const focusable = stars >= 1 && stars <= max ? stars : 1;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = Math.min(max, Math.max(1, (stars || 0) + step));
    onAnswer(question.id, next);
    event.currentTarget.querySelector<HTMLElement>(`[data-star="${next}"]`)?.focus();
  };
  const touch = size === "touch";
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-0.5"
      >
        {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
          <button
            key={count}
            type="button"
            role="radio"
            data-star={count}
            tabIndex={count === focusable ? 0 : -1}
            aria-checked={stars === count}
            aria-label={`${count} star${count > 1 ? "s" : ""}`}
            onClick={() => onAnswer(question.id, stars === count ? undefined : count)}
            className={
              `leading-none focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-500 ` +
              `${touch ? "min-h-11 min-w-11 text-3xl" : "text-2xl"} ` +
              `${count <= stars ? "text-amber-500" : "text-slate-400"}`
            }
          >
            ★
          </button>
        ))}
      </div>
      {question.minLabel || question.maxLabel ? (
        <div
          className="mt-0.5 flex justify-between text-xs text-slate-600"
          style={{ maxWidth: `${max * (touch ? 2.875 : 1.6)}rem` }}
        >
          <span>{question.minLabel}</span>
          <span>{question.maxLabel}</span>
        </div>
      ) : null}
    </div>
  );
}

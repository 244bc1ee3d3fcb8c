"use client";
// The preview's questions, virtualised like the canvas once the form is long: only the rows in view (plus a few)
// are mounted. Showing or hiding 300 questions at once used to mount or unmount 300 fields inside one form,
// hundreds of milliseconds at 1,000 questions (docs/reports/benchmarks-2026-11.md); now an answer re-renders the rows
// on screen.
import { defaultRangeExtractor, useVirtualizer, type Range } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useMemo, useState } from "react";
import type { Answers } from "@/lib/logic";
import { PreviewField } from "./preview-field";
import type { FormSize } from "@/components/form/form-inputs";
import type { FormSnapshot } from "@/components/form/form-model";
import { WhyPanel } from "./why-panel";

export type PreviewListProps = {
  snapshot: FormSnapshot;
  answers: Answers;
  showHidden: boolean;
  /** The fields' size: the preview shows the capture app's touch targets. */
  size: FormSize;
  why: string | null;
  highlighted: string | null;
  /** A question to scroll to and put the focus in ("Go to"); `onReached` once it is done. */
  target: string | null;
  onReached(): void;
  /** The scrolling panel and the form inside it: elements, not refs, so the list renders again once they exist. */
  scroller: HTMLElement;
  form: HTMLElement;
  onAnswer(id: string, value: unknown): void;
  onLeave(id: string): void;
  onWhy(id: string): void;
  onGo(id: string): void;
  onCloseWhy(): void;
};

const ROW_ESTIMATE = 88;
/**
 * Forms up to this many shown questions are rendered whole (every row in the page: Tab reaches each, a row keeps
 * its "touched" state); only longer ones are virtualised, where mounting them all costs more than a frame.
 */
export const RENDER_ALL_UP_TO = 100;
const everyRow = (range: Range) => Array.from({ length: range.count }, (_, index) => index);

export function PreviewList({
  snapshot,
  answers,
  showHidden,
  size,
  why,
  highlighted,
  target,
  onReached,
  scroller,
  form,
  onAnswer,
  onLeave,
  onWhy,
  onGo,
  onCloseWhy,
}: PreviewListProps) {
  const rows = useMemo(() => {
    const seen = new Set<string>();
    return snapshot.questions.flatMap((question, index) => {
      // An id used twice (the editor flags it) must not confuse React: the later ones are keyed by position.
      const key = seen.has(question.id) ? `${question.id}#${index}` : question.id;
      seen.add(question.id);
      const displayed = snapshot.evaluation.displayed[question.id] !== false;
      return displayed || showHidden ? [{ key, question, displayed }] : [];
    });
  }, [snapshot.questions, snapshot.evaluation, showHidden]);

  // Where the list starts inside the scrolling panel (the check summary or a test run may sit above the form).
  const [margin, setMargin] = useState(0);
  useLayoutEffect(() => {
    const list = form.firstElementChild ?? form;
    const update = () =>
      setMargin(
        Math.round(list.getBoundingClientRect().top - scroller.getBoundingClientRect().top + scroller.scrollTop),
      );
    update();
    const observer = new ResizeObserver(update);
    for (const child of Array.from(scroller.children)) observer.observe(child);
    return () => observer.disconnect();
  }, [form, scroller]);

  // The virtualizer is read during render by design, as in the canvas.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller,
    estimateSize: () => ROW_ESTIMATE,
    overscan: 4,
    rangeExtractor: rows.length <= RENDER_ALL_UP_TO ? everyRow : defaultRangeExtractor,
    getItemKey: (index) => rows[index].key,
    scrollMargin: margin,
  });

  useEffect(() => {
    if (!target) return;
    const index = rows.findIndex((row) => row.question.id === target);
    if (index < 0) return onReached();
    virtualizer.scrollToIndex(index, { align: "center" });
    // Two frames: the row is mounted by the render the scroll causes, then measured and placed.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const element = document.getElementById(`preview-q-${target}`);
        element?.scrollIntoView({ block: "center" });
        (element?.querySelector<HTMLElement>("input, select, textarea, button") ?? element)?.focus();
        onReached();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [target, rows, virtualizer, onReached]);

  return (
    <div style={{ height: virtualizer.getTotalSize(), position: "relative" }}>
      {virtualizer.getVirtualItems().map((item) => {
        const { key, question, displayed } = rows[item.index];
        return (
          <div
            key={key}
            data-index={item.index}
            ref={virtualizer.measureElement}
            className="absolute right-0 left-0 pb-2"
            style={{ transform: `translateY(${item.start - margin}px)` }}
          >
            <PreviewField
              question={question}
              value={snapshot.answers[question.id]}
              displayed={displayed}
              required={snapshot.evaluation.required[question.id] === true}
              issues={snapshot.fieldIssues[question.id]}
              touched={snapshot.touched[question.id] === true}
              wasInvalid={snapshot.wasInvalid[question.id] === true}
              size={size}
              whyOpen={why === question.id}
              highlighted={highlighted === question.id}
              onAnswer={onAnswer}
              onLeave={onLeave}
              onWhy={onWhy}
            />
            {why === question.id ? (
              <WhyPanel
                question={question}
                questions={snapshot.questions}
                answers={answers}
                onGo={onGo}
                onClose={onCloseWhy}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

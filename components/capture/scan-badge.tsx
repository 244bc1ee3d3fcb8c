"use client";
// "Scan badge" above the form: opens the camera and fills fullName, email, mobile and a company question from a
// badge's vCard or MECARD QR code (lib/capture/contact-card.ts). The scanner (camera, BarcodeDetector or its
// WebAssembly polyfill) is loaded only when opened, so the capture route's JavaScript stays small. Typing by hand
// always stays possible: the questions stay below, and a refused or missing camera is said in words.
import { lazy, Suspense, useState } from "react";
import type { FormModel } from "@/components/form/form-model";
import { answersFromContact } from "@/lib/capture/contact-card";
import type { Question } from "@/lib/questions";
import { touchButton } from "./touch";

// A scanner that cannot be loaded (offline before it was ever cached) says so instead of breaking the form.
const BadgeScanner = lazy(() =>
  import("./badge-scanner").catch(() => ({
    default: function ScannerMissing() {
      return (
        <p role="alert" className="mt-2 text-red-700">
          The scanner could not be loaded (no network?). Type the answers by hand, or scan again once online.
        </p>
      );
    },
  })),
);

/** Whether a badge can fill anything on this form (otherwise no button). */
export function formTakesBadge(questions: readonly Question[]): boolean {
  const card = { fullName: "x", email: "x", mobile: "x", company: "x" };
  return Object.keys(answersFromContact(card, questions)).length > 0;
}

export function ScanBadge({
  model,
  questions,
  inToolbar = false,
}: {
  model: FormModel;
  questions: readonly Question[];
  /**
   * Drawn in a wrapping toolbar: the button is one of its items, what it says and the camera take lines of their
   * own (the empty status stays for screen readers, out of the flow).
   */
  inToolbar?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [filled, setFilled] = useState<string | null>(null);
  if (!formTakesBadge(questions)) return null;

  function fill(answers: Record<string, string>) {
    for (const [id, value] of Object.entries(answers)) {
      model.setAnswer(id, value);
      model.leave(id);
    }
    const labels = Object.keys(answers).map((id) => questions.find((question) => question.id === id)?.label ?? id);
    setFilled(`Filled from the badge: ${labels.join(", ")}. Check them, then answer the rest.`);
    setOpen(false);
  }

  return (
    <div className={inToolbar ? "contents" : "mb-2 flex flex-wrap items-center gap-x-3 gap-y-1"}>
      <button
        type="button"
        onClick={() => {
          setFilled(null);
          setOpen(!open);
        }}
        aria-expanded={open}
        className={touchButton("secondary")}
      >
        {open ? "Close the camera" : "Scan badge"}
      </button>
      <p
        role="status"
        data-testid="capture-scan-filled"
        className={`min-w-0 text-emerald-800 ${inToolbar ? "order-last basis-full empty:sr-only" : "flex-1"}`}
      >
        {filled}
      </p>
      {open ? (
        <div className="basis-full">
          <Suspense fallback={<p className="text-slate-700">Opening the camera…</p>}>
            <BadgeScanner questions={questions} onAnswers={fill} />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}

"use client";
// The side panel of one registration: every question that collects a value with this visitor's answer, questions
// the form's logic hid for this visitor marked as such (compileForm on the registration's values, as the preview and
// the API evaluate it), answers to questions no longer in the form, where a capture device's lead came from
// (docs/api.md "Registration provenance"), the version of the form it was captured against (opened read-only in the
// editor's History, docs/studio.md "History"), and (for roles that may) Delete.
import Link from "next/link";
import { useEffect, useMemo, useRef, useState } from "react";
import { answersForLogic, type Question } from "@/lib/questions";
import type { CompiledForm } from "@/lib/logic";
import { collectsValue } from "@/lib/registrations/columns";
import { hasProvenance } from "@/lib/registrations/provenance";
import { Button, focusRing } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { FormError } from "@/components/ui/messages";
import { AnswerValue } from "./answer-value";
import type { RegistrationRow } from "./contract";
import type { Formatters } from "./format";
import { formVersionText } from "./provenance-cell";
import { FollowUpStatus } from "./follow-up-status";
import type { FollowUpView } from "./follow-up-words";
import type { ActionResult } from "@/lib/studio/access/action-errors";

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

/** Who this registration is, as a heading: the name, else the e-mail, else its id. */
export function registrationTitle(row: RegistrationRow): string {
  const name = row.values.fullName?.value;
  const email = row.values.email?.value;
  return typeof name === "string" && name.trim()
    ? name.trim()
    : typeof email === "string" && email.trim()
      ? email.trim()
      : `Registration ${row.id}`;
}

export function RegistrationPanel(props: {
  row: RegistrationRow;
  questions: Question[];
  form: CompiledForm;
  format: Formatters;
  /** The event's Last-Modified, which a captured lead's form version is compared with. */
  eventLastModified: string | null;
  /** Where version `n` of the event opens, read-only in its History. */
  versionHref(n: number): string;
  canDelete: boolean;
  /** Reads this registration's follow-up e-mail; absent where the page has no such action. */
  followUp?: () => Promise<ActionResult<FollowUpView>>;
  onClose(): void;
  onDelete(row: RegistrationRow): Promise<string | null>;
}) {
  const { row, questions, form, format, eventLastModified, versionHref, canDelete, followUp, onClose, onDelete } =
    props;
  const heading = useRef<HTMLHeadingElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const displayed = useMemo(
    () => form.evaluate(answersForLogic(questions, row.values)).displayed,
    [form, questions, row.values],
  );
  const known = new Set(questions.map((question) => question.id));
  const orphans = Object.entries(row.values).filter(([id]) => !known.has(id));
  const title = registrationTitle(row);

  // Closing gives the focus back to what opened the panel (a row's Open button), as a dialog would (captured
  // before the heading takes the focus: effects run in order).
  useEffect(() => {
    const opener =
      document.activeElement instanceof HTMLElement && document.activeElement !== document.body
        ? document.activeElement
        : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  useEffect(() => {
    heading.current?.focus();
  }, [row.id]);

  return (
    <aside
      aria-labelledby="registration-panel-title"
      className={
        "fixed inset-y-0 right-0 z-panel flex w-[min(28rem,100vw)] flex-col " +
        "border-l border-slate-200 bg-white shadow-xl"
      }
      onKeyDown={(event) => {
        if (event.key === "Escape" && !confirming) onClose();
      }}
    >
      <header className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <div>
          <h2
            id="registration-panel-title"
            ref={heading}
            tabIndex={-1}
            className="text-base font-semibold text-slate-900 focus:outline-none"
          >
            {title}
          </h2>
          <p className="mt-1 text-xs text-slate-600">
            Registered {format.instant(row.created)}
            {row.lastModified !== row.created ? ` · changed ${format.instant(row.lastModified)}` : ""} · id{" "}
            <code>{row.id}</code>
          </p>
          {row.eventVersion ? (
            <p className="mt-1 text-xs text-slate-600" data-testid="registration-version">
              Captured with version {row.eventVersion} ·{" "}
              <Link
                href={versionHref(row.eventVersion)}
                className={`text-brand-700 underline underline-offset-2 ${focusRing}`}
              >
                Open version {row.eventVersion}
              </Link>
            </p>
          ) : null}
          {hasProvenance(row) ? (
            <dl
              data-testid="registration-provenance"
              aria-label="Captured on a device"
              className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs"
            >
              {row.capturedAt ? (
                <>
                  <dt className="text-slate-600">Captured</dt>
                  <dd className="text-slate-900">
                    <time dateTime={row.capturedAt}>{format.instant(row.capturedAt)}</time>{" "}
                    <span className="text-slate-600">(device clock: {row.capturedAt})</span>
                  </dd>
                </>
              ) : null}
              {row.capturedBy ? (
                <>
                  <dt className="text-slate-600">Device</dt>
                  <dd className="break-words text-slate-900">{row.capturedBy.device}</dd>
                  <dt className="text-slate-600">Staff</dt>
                  <dd className="break-words text-slate-900">{row.capturedBy.staff}</dd>
                </>
              ) : null}
              {row.formVersion ? (
                <>
                  <dt className="text-slate-600">Form version</dt>
                  <dd className="text-slate-900">{formVersionText(row.formVersion, eventLastModified, format)}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {followUp ? <FollowUpStatus key={row.id} read={followUp} /> : null}
        </div>
        <Button variant="ghost" size="tight" className={focusRing} onClick={onClose}>
          Close
        </Button>
      </header>
      {/* Focusable, so that a keyboard can scroll a long form's answers. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Answers"
        className={
          "relative flex-1 overflow-y-auto px-5 focus-visible:outline " +
          "focus-visible:outline-2 focus-visible:outline-brand-500"
        }
      >
        <dl className="divide-y divide-slate-100">
          {questions.filter(collectsValue).map((question) => {
            const value = row.values[question.id]?.value;
            const hidden = displayed[question.id] === false;
            const valueTone = isEmpty(value) ? "text-slate-500 italic" : "text-slate-900";
            return (
              <div
                key={question.id}
                className="py-2.5"
                data-question-id={question.id}
                data-hidden={hidden || undefined}
              >
                <dt className="flex flex-wrap items-center gap-2 text-xs font-medium text-slate-600">
                  <span title={`Question id: ${question.id}`}>{question.label?.trim() || question.id}</span>
                  {hidden ? (
                    <span className="rounded bg-slate-100 px-1.5 py-0.5 text-[11px] font-medium text-slate-700">
                      Hidden for this visitor
                    </span>
                  ) : null}
                </dt>
                <dd className={`mt-0.5 text-sm break-words ${valueTone}`}>
                  {isEmpty(value) ? "Not answered" : <AnswerValue question={question} value={value} format={format} />}
                </dd>
              </div>
            );
          })}
          {orphans.length > 0 ? (
            <div className="py-2.5">
              <dt className="text-xs font-medium text-slate-600">Answers to questions no longer in the form</dt>
              <dd>
                <ul className="mt-1 space-y-1 text-sm text-slate-900">
                  {orphans.map(([id, entry]) => (
                    <li key={id}>
                      <code className="text-xs">{id}</code>: {JSON.stringify(entry?.value)}
                    </li>
                  ))}
                </ul>
              </dd>
            </div>
          ) : null}
        </dl>
      </div>
      {canDelete ? (
        <footer className="border-t border-slate-200 px-5 py-3">
          <Button
            variant="ghost-danger"
            size="tight"
            className="focus-visible:outline focus-visible:outline-2 focus-visible:outline-red-500"
            onClick={() => (setError(null), setConfirming(true))}
          >
            Delete this registration
          </Button>
        </footer>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={`Delete the registration of ${title}?`}
          description="Its answers are deleted for good; an export made before keeps them."
          confirmLabel="Delete registration"
          cancelLabel="Keep it"
          busy={pending}
          busyLabel="Deleting…"
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setPending(true);
            const failed = await onDelete(row);
            setPending(false);
            if (failed) setError(failed);
          }}
        >
          {error ? <FormError>{error}</FormError> : null}
        </ConfirmDialog>
      ) : null}
    </aside>
  );
}

"use client";
// The event's follow-up e-mail (docs/studio.md "Follow-up e-mail"): subject and body with `{questionId}`
// placeholders, previewed with sample answers as a lead would get it, and the switch that turns it on. Viewers see it
// read only (no write action). The rendering is the one the server sends (lib/mail/follow-up.ts).
import { useEffect, useId, useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { inputClasses } from "@/components/ui/input";
import { Switch } from "@/components/ui/switch";
import { placeholderProblems, renderFollowUp } from "@/lib/mail/follow-up";
import type { FollowUpActions, FollowUpSettings } from "./contract";
import { sampleAnswers } from "./sample-answers";

type QuestionLike = { id: string; type: string; label?: unknown; options?: unknown };

export function FollowUpDialog(props: {
  eventId: number;
  actions: FollowUpActions;
  /** The form's questions now (the editor's, saved or not): placeholders and the preview follow them. */
  questions: readonly QuestionLike[];
  mailConfigured: boolean;
  onClose(): void;
}) {
  const { eventId, actions, questions, mailConfigured, onClose } = props;
  const ids = useId();
  const readOnly = !actions.write;
  const [settings, setSettings] = useState<FollowUpSettings | null>(null);
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void actions.read({ eventId }).then((result) => {
      if (result.ok) setSettings(result.data);
      else setStatus({ tone: "error", text: result.error.message });
    });
  }, [actions, eventId]);

  const change = (patch: Partial<FollowUpSettings>) => {
    setSettings((current) => current && { ...current, ...patch });
    setStatus(null);
  };
  const save = async () => {
    if (!settings || !actions.write) return;
    setPending(true);
    const result = await actions.write({ eventId, ...settings });
    setPending(false);
    setStatus(
      result.ok
        ? { tone: "ok", text: `Saved. The follow-up is ${result.data.enabled ? "on" : "off"}.` }
        : { tone: "error", text: result.error.message },
    );
  };

  return (
    <Dialog
      title="Follow-up e-mail"
      description={
        "Sent once to each new registration's e-mail address (the question with the id email), when it is on " +
        "and, if the form has an emailMe question, the visitor ticked it."
      }
      onCancel={onClose}
      className="max-w-3xl"
    >
      <div className="min-h-0 flex-1 space-y-4 overflow-y-auto px-5 py-4" data-testid="follow-up-dialog">
        {readOnly ? (
          <p role="note" className="rounded bg-amber-50 px-2 py-1 text-xs text-amber-900">
            Read only: your role (viewer) can look at the follow-up but not change it.
          </p>
        ) : null}
        <FormNotes questions={questions} mailConfigured={mailConfigured} />
        {settings ? (
          <Editor ids={ids} settings={settings} questions={questions} readOnly={readOnly} onChange={change} />
        ) : status ? null : (
          <p role="status" className="text-sm text-slate-600">
            Loading the follow-up…
          </p>
        )}
        <p role="status" className={`text-sm ${status?.tone === "error" ? "text-red-700" : "text-emerald-800"}`}>
          {status?.text}
        </p>
      </div>
      <footer className="flex justify-end gap-2 border-t border-slate-200 px-5 py-3">
        <Button variant="secondary" size="sm" onClick={onClose}>
          Close
        </Button>
        {readOnly ? null : (
          <Button variant="primary" size="sm" disabled={!settings || pending} onClick={() => void save()}>
            {pending ? "Saving…" : "Save follow-up"}
          </Button>
        )}
      </footer>
    </Dialog>
  );
}

function FormNotes({ questions, mailConfigured }: { questions: readonly QuestionLike[]; mailConfigured: boolean }) {
  const hasEmail = questions.some((question) => question.id === "email");
  return (
    <>
      {hasEmail ? null : (
        <p role="note" className="rounded bg-amber-50 px-2 py-1 text-sm text-amber-900">
          This form has no question with the id email: nobody gets the follow-up until one asks for the address.
        </p>
      )}
      {mailConfigured ? null : (
        <p role="note" className="rounded bg-slate-100 px-2 py-1 text-sm text-slate-700">
          Mail is not configured on this server (SMTP_URL): follow-ups are kept in the outbox, unsent.
        </p>
      )}
    </>
  );
}

function Editor(props: {
  ids: string;
  settings: FollowUpSettings;
  questions: readonly QuestionLike[];
  readOnly: boolean;
  onChange(patch: Partial<FollowUpSettings>): void;
}) {
  const { ids, settings, questions, readOnly, onChange } = props;
  const problems = placeholderProblems(settings, questions);
  const sample = useMemo(() => sampleAnswers(questions), [questions]);
  const mail = renderFollowUp(settings, sample, questions);
  const placeholders = questions
    .filter((question) => question.type !== "label")
    .map((question) => `{${question.id}}`)
    .join(" ");
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="space-y-3">
        <div className="flex items-center gap-2">
          <Switch
            id={`${ids}-enabled`}
            checked={settings.enabled}
            disabled={readOnly}
            aria-labelledby={`${ids}-enabled-label`}
            onCheckedChange={(enabled) => onChange({ enabled })}
          />
          {/* A label, so a tap on the words turns the switch too (the larger target people aim for). */}
          <label id={`${ids}-enabled-label`} htmlFor={`${ids}-enabled`} className="text-sm text-slate-800">
            Send the follow-up to new registrations
          </label>
        </div>
        <Field id={`${ids}-subject`} label="Subject">
          <input
            id={`${ids}-subject`}
            className={inputClasses}
            value={settings.subject}
            readOnly={readOnly}
            // One line: the subject is a header (docs/security.md "Mail").
            onChange={(event) => onChange({ subject: event.target.value.replace(/[\r\n]+/g, " ") })}
          />
        </Field>
        <Field
          id={`${ids}-body`}
          label="Body"
          hint={`Placeholders take a question's answer: ${placeholders || "{fullName}"}. {{ and }} write a brace.`}
          errors={problems.map((problem) => problem.message)}
        >
          <textarea
            id={`${ids}-body`}
            className={`${inputClasses} font-mono`}
            rows={10}
            value={settings.body}
            readOnly={readOnly}
            aria-describedby={`${ids}-body-hint${problems.length ? ` ${ids}-body-errors` : ""}`}
            onChange={(event) => onChange({ body: event.target.value })}
          />
        </Field>
      </div>
      <section aria-labelledby={`${ids}-preview`} className="space-y-2 rounded-md border border-slate-200 p-3">
        <h3 id={`${ids}-preview`} className="text-sm font-semibold text-slate-900">
          Preview with sample answers
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-2 text-sm" data-testid="follow-up-preview-headers">
          <dt className="text-slate-600">To</dt>
          <dd>{String(sample.email?.value ?? "the visitor's e-mail address")}</dd>
          <dt className="text-slate-600">Subject</dt>
          <dd data-testid="follow-up-preview-subject">{mail.subject}</dd>
        </dl>
        <div
          className="border-t border-slate-200 pt-2 text-sm whitespace-pre-wrap text-slate-900"
          data-testid="follow-up-preview-body"
        >
          {mail.text}
        </div>
      </section>
    </div>
  );
}

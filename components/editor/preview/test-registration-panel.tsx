"use client";
// The result of "Send as a test registration": the server's verdict beside the preview's, a loud alert when they
// differ (that is a bug), and the promise that an accepted test registration was deleted again.
import type { ValueIssue } from "@/lib/questions";
import type { ActionError } from "@/lib/studio/access/action-errors";
import type { FormValues } from "@/components/form/form-answers";
import { compareVerdicts, type ServerIssue, type ServerVerdict } from "./test-registration-contract";
import { Button } from "@/components/ui/button";

/** `values`: what was sent, so that each message can be said of the answer it is about (issue-words.ts). */
export type TestRun = { preview: readonly ValueIssue[]; unsaved: boolean; values: FormValues } & (
  { server: ServerVerdict } | { failure: ActionError }
);
/** The words after the question's name: "'not-an-email' is not a valid e-mail address." */
type Words = (issue: ServerIssue, values: FormValues) => string;

function IssueList({
  issues,
  name,
  words,
  values,
}: {
  issues: readonly ServerIssue[];
  name(id: string): string;
  words: Words;
  values: FormValues;
}) {
  return (
    <ul className="list-disc pl-5">
      {issues.map((issue, index) => (
        <li key={index}>
          {issue.questionId ? <strong>{name(issue.questionId)}: </strong> : null}
          {issue.questionId ? words(issue, values) : issue.message}
        </li>
      ))}
    </ul>
  );
}

function Verdict({
  title,
  issues,
  testId,
  name,
  words,
  values,
  children,
}: {
  title: string;
  issues: readonly ServerIssue[] | null;
  testId: string;
  name(id: string): string;
  words: Words;
  values: FormValues;
  children?: React.ReactNode;
}) {
  return (
    <div data-testid={testId} className="min-w-0 flex-1 rounded border border-slate-200 bg-white p-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      {issues === null ? null : issues.length === 0 ? (
        <p className="font-medium text-emerald-800">Accepted</p>
      ) : (
        <p className="font-medium text-red-700">Refused ({issues.length})</p>
      )}
      {issues?.length ? <IssueList issues={issues} name={name} words={words} values={values} /> : null}
      {children}
    </div>
  );
}

export function TestRegistrationPanel({
  run,
  name,
  words,
  onClose,
}: {
  run: TestRun;
  name(id: string): string;
  words: Words;
  onClose(): void;
}) {
  if ("failure" in run) {
    return (
      <div role="alert" className="m-2 rounded border border-red-300 bg-red-50 p-2 text-sm text-red-900">
        The test registration could not be sent: {run.failure.message}
        <button type="button" onClick={onClose} className="ml-2 underline">
          Dismiss
        </button>
      </div>
    );
  }
  const { server, preview, unsaved, values } = run;
  const comparison = compareVerdicts(preview, server, unsaved);
  const serverIssues =
    server.status === "refused"
      ? server.issues
      : server.status === "duplicate"
        ? [{ questionId: "", kind: "duplicate", message: server.message }]
        : [];
  return (
    <section
      aria-label="Test registration"
      data-testid="test-registration"
      className="m-2 space-y-2 rounded border border-slate-300 bg-slate-50 p-2 text-sm text-slate-800"
    >
      {comparison.kind === "differ" ? (
        <div role="alert" className="rounded border-2 border-red-600 bg-red-50 p-2 font-semibold text-red-900">
          The preview and the server disagree — this is a bug in Capture Studio, please report it with this form.
          {comparison.onlyPreview.length ? (
            <p className="font-normal">
              Only the preview found:{" "}
              {comparison.onlyPreview.map((issue) => `${name(issue.questionId)} (${issue.kind})`).join(", ")}.
            </p>
          ) : null}
          {comparison.onlyServer.length ? (
            <p className="font-normal">
              Only the server found:{" "}
              {comparison.onlyServer.map((issue) => `${name(issue.questionId)} (${issue.kind})`).join(", ")}.
            </p>
          ) : null}
        </div>
      ) : comparison.kind === "agree" ? (
        <p role="status" className="font-medium text-emerald-800">
          The preview and the server agree.
        </p>
      ) : (
        <p role="status" className="font-medium text-amber-900">
          Not compared: {comparison.reason}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Verdict
          title="The preview says"
          issues={preview}
          testId="preview-verdict"
          name={name}
          words={words}
          values={values}
        />
        <Verdict
          title="The server says"
          issues={serverIssues}
          testId="server-verdict"
          name={name}
          words={words}
          values={values}
        >
          {server.status === "accepted" ? (
            server.deleted ? (
              <p>
                The test registration was deleted again at once: your leads stay clean and the same e-mail can be tried
                again.
              </p>
            ) : (
              <p className="font-medium text-red-800">
                The test registration {server.registrationId} was accepted but could not be deleted. Delete it from the
                registrations page.
              </p>
            )
          ) : (
            <p>Nothing was stored.</p>
          )}
        </Verdict>
      </div>
      <Button variant="link" size="inline" className="text-xs" onClick={onClose}>
        Dismiss
      </Button>
    </section>
  );
}

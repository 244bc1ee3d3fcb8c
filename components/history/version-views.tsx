"use client";
// What the History panel shows of versions (docs/studio.md "History"): one version's line, a version previewed
// read-only with the form's renderer and its logic (restore it whole or one question of it), and two compared
// question by question, the change in words first and the raw JSON diff one click away.
import { useEffect, useState } from "react";
import Link from "next/link";
import diff from "microdiff";
import type { EventVersion, EventVersionWithDefinition, Question } from "@/lib/sdk";
import { Button } from "@/components/ui/button";
import { FormFields } from "@/components/form/form-fields";
import { FormModel } from "@/components/form/form-model";
import type { HistoryActions, VersionScenarios } from "./contract";
import { restoreQuestion } from "./restore-question";
import { changeSentences, howWords } from "./version-words";

export type Form = { name: string; type: string; questions: Question[] };
/** Where a version's author's activity is, for those who may read it; undefined: no link. */
export type ActivityHref = (version: EventVersion) => string | undefined;

/** A version's number, name, author (linked to their activity where the person may read it), time and how. */
export function VersionLine({ version, activityHref }: { version: EventVersion; activityHref?: ActivityHref }) {
  const href = activityHref?.(version);
  return (
    <span>
      <strong>Version {version.id}</strong>
      {version.name ? <span className="ml-2 rounded bg-brand-50 px-1 text-brand-700">{version.name}</span> : null}
      <span className="block text-xs text-slate-600">
        {href ? (
          <Link href={href} className="text-brand-700 underline underline-offset-2">
            {version.author.name}
          </Link>
        ) : (
          version.author.name
        )}{" "}
        · {new Date(version.created).toLocaleString("en-GB")} · {howWords(version)}
      </span>
    </span>
  );
}

export function VersionPreview(props: {
  eventId: number;
  version: EventVersionWithDefinition;
  /** Reads the scenarios the version carried (absent: the panel shows none). */
  scenarios?: HistoryActions["scenarios"];
  canRestore: boolean;
  activityHref?: ActivityHref;
  current(): Form;
  /** `whole`: the whole version (with its scenarios), else one question of it. */
  onRestore?(form: Form, n: number, whole: boolean): void;
  onBack(): void;
}) {
  const { version } = props;
  const definition = version.definition;
  const [model] = useState(() => new FormModel(definition.questions));
  const [warning, setWarning] = useState<{ id: string; missing: string[] } | null>(null);
  const restoreOne = (id: string, confirmed = false) => {
    const today = props.current();
    const result = restoreQuestion(today.questions, definition.questions, id);
    if (!result) return;
    if (result.missing.length && !confirmed) return setWarning({ id, missing: result.missing });
    setWarning(null);
    props.onRestore?.({ ...today, questions: result.questions as Question[] }, version.id, false);
  };
  return (
    <section aria-label={`Version ${version.id}`}>
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="compact" onClick={props.onBack}>
          Back to the versions
        </Button>
        <VersionLine version={version} activityHref={props.activityHref} />
        {props.canRestore ? (
          <Button
            variant="primary"
            size="compact"
            onClick={() => props.onRestore?.({ ...definition }, version.id, true)}
          >
            Restore version {version.id}
          </Button>
        ) : (
          <span className="text-sm text-slate-600">Viewers can look at versions; owners and editors restore them.</span>
        )}
      </div>
      {warning ? (
        <div role="alert" className="mb-3 rounded border border-amber-300 bg-amber-50 p-2 text-sm">
          <p>
            The conditions of “{warning.id}” read {warning.missing.map((id) => `“${id}”`).join(", ")}, which
            today&apos;s form no longer has: restored alone, its conditions would refer to a question that is not there.
            Restore the whole version, or restore it anyway and fix its conditions.
          </p>
          <Button variant="secondary" size="tight" onClick={() => restoreOne(warning.id, true)}>
            Restore it anyway
          </Button>
        </div>
      ) : null}
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_16rem]">
        <div className="rounded border border-slate-200 p-3" data-testid="history-preview">
          <FormFields model={model} idPrefix={`version-${version.id}`} size="compact" />
        </div>
        {props.scenarios ? (
          <VersionScenariosList
            eventId={props.eventId}
            n={version.id}
            read={props.scenarios}
            restores={props.canRestore}
          />
        ) : null}
        {props.canRestore ? (
          <ul className="text-sm" aria-label="Restore one question">
            {definition.questions.map((question) => (
              <li key={question.id} className="flex items-center justify-between gap-2 py-0.5">
                <span className="truncate">{question.label || question.id}</span>
                <Button variant="ghost-brand" size="xs" onClick={() => restoreOne(question.id)}>
                  Restore “{question.id}”
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

export function VersionCompare(props: {
  older: EventVersionWithDefinition;
  newer: EventVersionWithDefinition;
  onBack(): void;
}) {
  const { older, newer } = props;
  const [raw, setRaw] = useState(false);
  const sentences = changeSentences(older.definition, newer.definition);
  const ids = [
    ...new Set([...older.definition.questions, ...newer.definition.questions].map((question) => question.id)),
  ];
  const byId = (form: EventVersionWithDefinition) =>
    new Map(form.definition.questions.map((question) => [question.id, question]));
  const [a, b] = [byId(older), byId(newer)];
  return (
    <section aria-label={`Version ${older.id} and version ${newer.id}`}>
      <Button variant="secondary" size="compact" onClick={props.onBack}>
        Back to the versions
      </Button>
      <h3 className="mt-3 font-semibold">
        From version {older.id} to version {newer.id}
      </h3>
      <ul className="my-2 list-disc pl-5 text-sm" data-testid="compare-sentences">
        {sentences.length ? sentences.map((line, index) => <li key={index}>{line}</li>) : <li>No change.</li>}
      </ul>
      <Button variant="link" size="inline" className="text-sm" aria-expanded={raw} onClick={() => setRaw(!raw)}>
        {raw ? "Hide the raw JSON diff" : "Show the raw JSON diff"}
      </Button>
      {raw ? (
        <pre
          className="my-2 max-h-64 overflow-auto rounded bg-slate-50 p-2 text-xs"
          data-testid="raw-diff"
          // Scrollable: reachable by keyboard to scroll it.
          tabIndex={0}
          aria-label={`Raw JSON diff from version ${older.id} to version ${newer.id}`}
        >
          {JSON.stringify(diff(older.definition, newer.definition), null, 2)}
        </pre>
      ) : null}
      <table className="mt-3 w-full table-fixed text-left text-sm">
        <caption className="sr-only">Questions side by side</caption>
        <thead>
          <tr>
            <th scope="col">Version {older.id}</th>
            <th scope="col">Version {newer.id}</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => {
            const [left, right] = [a.get(id), b.get(id)];
            const same = JSON.stringify(left) === JSON.stringify(right);
            return (
              <tr key={id} className={same ? "" : "bg-amber-50"}>
                <td className="border-t border-slate-200 p-1 align-top">{left ? left.label || id : "—"}</td>
                <td className="border-t border-slate-200 p-1 align-top">{right ? right.label || id : "—"}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The logic scenarios a version carried, read only, each with its verdict on that version's form (docs/studio.md
 * "History"): restoring the whole version brings them back.
 */
function VersionScenariosList(props: {
  eventId: number;
  n: number;
  read: NonNullable<HistoryActions["scenarios"]>;
  restores: boolean;
}) {
  const { eventId, n, read } = props;
  const [answer, setAnswer] = useState<VersionScenarios | { status: "error"; message: string } | null>(null);
  useEffect(() => {
    let live = true;
    read({ eventId, n }).then(
      (result) => live && setAnswer(result.ok ? result.data : { status: "error", message: result.error.message }),
      () => live && setAnswer({ status: "error", message: "The studio could not be reached." }),
    );
    return () => {
      live = false;
    };
  }, [read, eventId, n]);
  return (
    <section
      // Not "…version N": the version's own region is named that.
      aria-label="Scenarios saved with this version"
      className="rounded border border-slate-200 p-3 text-sm md:col-start-1"
      data-testid="version-scenarios"
    >
      <h3 className="font-semibold">Scenarios saved with this version</h3>
      {answer === null ? (
        <p className="text-slate-600">Loading its scenarios…</p>
      ) : answer.status === "error" ? (
        <p className="text-slate-600">Its scenarios could not be read: {answer.message}</p>
      ) : answer.status === "notKept" ? (
        <p className="text-slate-600">
          This version was saved before versions kept their scenarios: restoring it leaves today&apos;s scenarios.
        </p>
      ) : answer.scenarios.length === 0 ? (
        <p className="text-slate-600">
          The form had no scenarios then{props.restores ? ": restoring this version removes today's." : "."}
        </p>
      ) : (
        <>
          {props.restores ? (
            <p className="text-slate-600">Restoring this version brings these scenarios back as they were.</p>
          ) : null}
          <ul className="mt-1 space-y-1">
            {answer.scenarios.map((scenario) => (
              <li key={scenario.id}>
                <span className="font-medium">{scenario.name}</span>{" "}
                <span className={scenario.passed ? "text-emerald-800" : "text-red-800"}>
                  {scenario.passed ? "passes" : "fails"}
                </span>
                {!scenario.passed && scenario.failures[0] ? (
                  <span className="block text-slate-700">{scenario.failures[0]}</span>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

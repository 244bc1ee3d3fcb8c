"use client";
// Under a failing scenario in the panel (docs/studio.md "Scenarios"): the saved version that broke it, asked of the
// server once when the failure is shown, linking to that version in the History. A plain link: the editor reads
// `?version=` when it loads, and a client-side navigation to the same page would not load it again.
import { focusRing } from "@/components/ui/button";
import { useEffect, useState } from "react";
import type { Scenario } from "@/lib/questions/scenarios";
import type { ScenarioBreakAction } from "./contract";

type Answer = Awaited<ReturnType<ScenarioBreakAction>>;

const when = (created: string) =>
  new Date(created).toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" }) + " UTC";

export function BrokenBy({
  eventId,
  scenario,
  saves,
  find,
}: {
  eventId: number;
  scenario: Scenario;
  /** Bumped by each save: a new version may be the one that broke it. */
  saves: number;
  find(scenarioId: string): ReturnType<ScenarioBreakAction>;
}) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  useEffect(() => {
    let live = true;
    // The scenario object changes when it is rewritten: the search then runs again for what it now expects.
    find(scenario.id).then(
      (result) => live && setAnswer(result),
      () => live && setAnswer({ ok: false, error: { code: "offline", message: "The studio could not be reached." } }),
    );
    return () => {
      live = false;
    };
  }, [find, scenario, saves]);
  if (!answer) return <p className="ml-5 text-slate-500">Looking for the version that broke it…</p>;
  if (!answer.ok)
    return <p className="ml-5 text-slate-600">Which version broke it is unknown: {answer.error.message}</p>;
  const found = answer.data;
  return (
    <p className="ml-5 text-slate-700" data-testid="broken-by">
      {found.status === "broken" ? (
        <a
          href={`/events/${eventId}?version=${found.n}`}
          className={`text-brand-700 underline underline-offset-2 ${focusRing}`}
        >
          Broken by version {found.n} ({found.author}, {when(found.created)})
        </a>
      ) : found.status === "passesSaved" ? (
        "It passes on the saved form: an unsaved change breaks it."
      ) : (
        `It fails on every saved version looked at (${found.checked}).`
      )}
    </p>
  );
}

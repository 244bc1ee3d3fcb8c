"use client";
// Failing scenarios as problems (docs/studio.md "Scenarios"), in the problems drawer beside the form's and the
// logic's: each says what changed for the visitor, in words, with Why? (the preview's explanation on the scenario's
// answers). Shown only while a scenario fails.
import { Button } from "@/components/ui/button";
import { WarningIcon } from "@/components/ui/icons";
import { useScenarios } from "./scenarios-provider";

export function ScenarioProblems({ onReplay }: { onReplay(scenarioId: string, why: string | null): void }) {
  const scenarios = useScenarios((state) => state.scenarios);
  const verdicts = useScenarios((state) => state.verdicts);
  const failing = scenarios.filter((scenario) => verdicts[scenario.id]?.passed === false);
  if (!failing.length) return null;
  return (
    <section
      aria-label="Failing scenarios"
      className="border-t border-slate-200 text-sm md:col-span-2"
      data-testid="scenario-problems"
    >
      <h2 className="px-3 py-2 text-xs font-semibold tracking-wide text-slate-500 uppercase">
        Scenarios{" "}
        <span className="rounded-full bg-red-100 px-1.5 text-[11px] text-red-800 normal-case">{failing.length}</span>
      </h2>
      <ul className="max-h-48 overflow-y-auto pb-1">
        {failing.flatMap((scenario) =>
          verdicts[scenario.id].failures.map((failure, index) => (
            <li key={`${scenario.id}-${index}`} className="flex items-start gap-2 px-3 py-1 pl-5 text-slate-700">
              <WarningIcon className="mt-0.5 size-3.5 shrink-0 text-red-600" />
              <span>
                <span className="font-medium text-slate-900">“{scenario.name}”: </span>
                {failure.sentence}{" "}
                {failure.questionId && failure.property !== "missing" ? (
                  <Button variant="link" size="inline" onClick={() => onReplay(scenario.id, failure.questionId)}>
                    Why?<span className="sr-only"> ({scenario.name})</span>
                  </Button>
                ) : (
                  <Button variant="link" size="inline" onClick={() => onReplay(scenario.id, null)}>
                    Replay<span className="sr-only"> “{scenario.name}”</span>
                  </Button>
                )}
              </span>
            </li>
          )),
        )}
      </ul>
    </section>
  );
}

// Runs an event's scenarios against the form as it changes (docs/studio.md "Scenarios"), incrementally: after an edit
// of the rules each scenario redoes only what the edit can change (lib/questions/scenario-runs.ts); a change of the
// scenarios alone runs only those that changed.
// Each failure is said in words against the form the scenario last passed on (failure-words.ts). React-free: the
// worker (scenarios.worker.ts) holds one runner, and the benchmark and the tests drive it directly.
import { createScenarioRuns } from "@/lib/questions/scenario-runs";
import type { Scenario, ScenarioFailure } from "@/lib/questions/scenarios";
import { failureSentence } from "./failure-words";

type Question = Record<string, unknown> & { id: string; type: string };

export type ScenarioVerdict = {
  passed: boolean;
  failures: (ScenarioFailure & { sentence: string })[];
};

export type ScenarioRunner = {
  /** The verdict of every scenario on `questions` (null: the same form as the last run). */
  run(questions: readonly Question[] | null, scenarios: readonly Scenario[]): Record<string, ScenarioVerdict>;
};

/** What a question says to people only: changing it changes no verdict, only the words of a failure. */
const WORDS_ONLY = new Set([
  "label",
  "placeholder",
  "warningMessage",
  "successMessage",
  "errorMessages",
  "minLabel",
  "maxLabel",
  "autoCapitalize",
  "autoCorrect",
]);
const rulesOf = (questions: readonly Question[]) =>
  JSON.stringify(questions, (key, value: unknown) => (WORDS_ONLY.has(key) ? undefined : value));

export function createScenarioRunner(): ScenarioRunner {
  let questions: readonly Question[] = [];
  let rules = "";
  let byId = new Map<string, Question>();
  const runs = createScenarioRuns();
  // Per scenario id: the scenario as last run (by identity), its verdict, and the questions it last passed on.
  const last = new Map<string, { scenario: Scenario; verdict: ScenarioVerdict }>();
  const passedOn = new Map<string, Map<string, Question>>();
  return {
    run(next, scenarios) {
      let formChanged = next !== null && next !== questions;
      let wordsChanged = false;
      if (next !== null && formChanged) {
        // An edit of words only (a label, a message) keeps every verdict: only the failures' sentences are said anew.
        const nextRules = rulesOf(next);
        wordsChanged = nextRules === rules;
        formChanged = !wordsChanged;
        rules = nextRules;
        questions = next;
        byId = new Map(next.map((question) => [question.id, question]));
        if (formChanged) runs.setForm(next);
      }
      const reworded = (verdict: ScenarioVerdict, id: string): ScenarioVerdict =>
        verdict.passed
          ? verdict
          : {
              passed: false,
              failures: verdict.failures.map((failure) => ({
                ...failure,
                sentence: failureSentence(
                  failure,
                  failure.questionId ? byId.get(failure.questionId) : undefined,
                  failure.questionId ? passedOn.get(id)?.get(failure.questionId) : undefined,
                ),
              })),
            };
      const verdicts: Record<string, ScenarioVerdict> = {};
      const seen = new Set<string>();
      for (const scenario of scenarios) {
        seen.add(scenario.id);
        const previous = last.get(scenario.id);
        if (!formChanged && previous && sameScenario(previous.scenario, scenario)) {
          verdicts[scenario.id] = wordsChanged ? reworded(previous.verdict, scenario.id) : previous.verdict;
          if (wordsChanged) last.set(scenario.id, { scenario, verdict: verdicts[scenario.id] });
          continue;
        }
        const result = runs.result(scenario);
        const then = passedOn.get(scenario.id);
        const verdict: ScenarioVerdict = {
          passed: result.passed,
          failures: result.failures.map((failure) => ({
            ...failure,
            sentence: failureSentence(
              failure,
              failure.questionId ? byId.get(failure.questionId) : undefined,
              failure.questionId ? then?.get(failure.questionId) : undefined,
            ),
          })),
        };
        if (result.passed) passedOn.set(scenario.id, byId);
        last.set(scenario.id, { scenario, verdict });
        verdicts[scenario.id] = verdict;
      }
      runs.keep(seen);
      for (const id of last.keys())
        if (!seen.has(id)) {
          last.delete(id);
          passedOn.delete(id);
        }
      return verdicts;
    },
  };
}

/** Scenarios come through postMessage as copies: the same scenario is the same JSON. */
function sameScenario(a: Scenario, b: Scenario): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

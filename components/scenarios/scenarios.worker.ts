// The scenarios' runs off the main thread (docs/studio.md "Scenarios"): the editor sends the form after a pause in
// the changes (null when only the scenarios changed) and the scenarios (null when only the form changed: each
// scenario's JSON is then not read again); typing never waits for them.
import type { Scenario } from "@/lib/questions/scenarios";
import { createScenarioRunner, type ScenarioVerdict } from "./scenario-runner";

type Question = Record<string, unknown> & { id: string; type: string };

export type ScenarioRunRequest = {
  id: number;
  questions: readonly Question[] | null;
  scenarios: readonly Scenario[] | null;
};
export type ScenarioRunResponse =
  { id: number; verdicts: Record<string, ScenarioVerdict> } | { id: number; error: string };

const runner = createScenarioRunner();
let scenarios: readonly Scenario[] = [];

self.onmessage = (event: MessageEvent<ScenarioRunRequest>) => {
  const { id, questions } = event.data;
  scenarios = event.data.scenarios ?? scenarios;
  let response: ScenarioRunResponse;
  try {
    response = { id, verdicts: runner.run(questions, scenarios) };
  } catch {
    response = { id, error: "The scenarios could not be run." };
  }
  self.postMessage(response);
};

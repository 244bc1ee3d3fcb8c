// The scenarios' runs off the main thread (docs/studio.md "Scenarios"): the editor sends the form after a pause in
// the changes (null when only the scenarios changed) and the scenarios; typing never waits for them.
import type { Scenario } from "@/lib/questions/scenarios";
import { createScenarioRunner, type ScenarioVerdict } from "./scenario-runner";

type Question = Record<string, unknown> & { id: string; type: string };

export type ScenarioRunRequest = { id: number; questions: readonly Question[] | null; scenarios: readonly Scenario[] };
export type ScenarioRunResponse =
  { id: number; verdicts: Record<string, ScenarioVerdict> } | { id: number; error: string };

const runner = createScenarioRunner();

self.onmessage = (event: MessageEvent<ScenarioRunRequest>) => {
  const { id, questions, scenarios } = event.data;
  let response: ScenarioRunResponse;
  try {
    response = { id, verdicts: runner.run(questions, scenarios) };
  } catch {
    response = { id, error: "The scenarios could not be run." };
  }
  self.postMessage(response);
};

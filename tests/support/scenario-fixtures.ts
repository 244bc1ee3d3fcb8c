// The form and scenarios the studio's scenario tests share (tests/studio/scenarios*.test.ts): a job role and a
// budget shown for one of the roles, and the scenario recorded for each role, with the server actions' files.
import { recordScenario } from "../../lib/questions/scenarios";
import { budgetForm, type LooseQuestion } from "../../lib/questions/testing/job-role-form";

export const SCENARIO_ACTIONS = "app/(studio)/events/[eventId]/scenario-actions.ts";
export const EDITOR_ACTIONS = "app/(studio)/events/[eventId]/actions.ts";
export const HISTORY_ACTIONS = "app/(studio)/events/[eventId]/history-actions.ts";

export type TestQuestion = LooseQuestion;
export { budgetForm };

/** "Buyer sees the budget", recorded on the budget form as it is by default. */
export const buyerScenario = recordScenario(
  budgetForm(),
  { jobRole: { value: "buyer" } },
  { id: "buyer", name: "Buyer sees the budget" },
);

/** "Engineer sees no budget", recorded on the budget form as it is by default. */
export const engineerScenario = recordScenario(
  budgetForm(),
  { jobRole: { value: "engineer" } },
  { id: "engineer", name: "Engineer sees no budget" },
);

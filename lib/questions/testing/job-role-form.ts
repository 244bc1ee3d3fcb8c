// The form most scenario and logic tests are about: a job role, and a budget displayed for one role. Each test
// composes its own form around these two questions (fresh objects on each call, so none can change another's).
export type LooseQuestion = Record<string, unknown> & { id: string; type: string };

/** A radio of two job roles, engineer and buyer. */
export const jobRoleQuestion = (): LooseQuestion => ({
  id: "jobRole",
  type: "radio",
  label: "Job role",
  options: [
    { id: "engineer", label: "Engineer" },
    { id: "buyer", label: "Buyer" },
  ],
});

/** A number displayed when the job role is `shownFor`, with `extra` properties. */
export const budgetQuestion = (shownFor = "buyer", extra: Record<string, unknown> = {}): LooseQuestion => ({
  id: "budget",
  type: "number",
  label: "Budget",
  displayed: { jobRole: shownFor },
  ...extra,
});

/** The job role and the budget displayed for `shownFor`. */
export const budgetForm = (shownFor = "buyer"): LooseQuestion[] => [jobRoleQuestion(), budgetQuestion(shownFor)];

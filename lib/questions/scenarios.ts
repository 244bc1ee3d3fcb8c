// Logic scenarios: answers a visitor gives and what they must then see — each question shown or hidden, required or
// optional, and whether the form would be accepted — recorded from a preview state and run again on every change
// with the same engine as the preview, the capture app and the API (compileForm, answersForLogic, validateValues).
// Scenarios follow edits that keep their meaning: a renamed id, a deleted question, an option's stored value
// renamed.
import { answerDomains } from "../logic/answer-domains";
import { dependencies } from "../logic/dependencies";
import { compileForm, type CompiledForm, type Evaluation } from "../logic/evaluate";
import { isPlainObject } from "../logic/is-plain-object";
import { answerOptions } from "./answer-options";
import { answersForLogic } from "./answers";
import { validateValues, type ValueIssue } from "./validate-values";
// Scenarios run where forms are designed (the editor's worker, the server's check before a save): RE2 for the forms'
// own patterns is loaded with them, never left to whoever imported the engine first.
import "../logic/safe-regex";

type Question = Record<string, unknown> & { id: string; type: string };
export type ScenarioValues = Record<string, { value: unknown }>;
export type Expectation = { displayed?: boolean; required?: boolean };

export type Scenario = {
  id: string;
  name: string;
  /** The answers, as a registration sends them. */
  values: ScenarioValues;
  /** Per question id, the states it must have. */
  expect: Record<string, Expectation>;
  /** Whether the API must accept these answers; left out: not checked. */
  accepted?: boolean;
};

export type ScenarioFailure = {
  questionId: string | null;
  property: "displayed" | "required" | "accepted" | "missing";
  expected: boolean;
  actual: boolean;
  text: string;
};

export type ScenarioResult = { scenarioId: string; passed: boolean; failures: ScenarioFailure[] };

const quote = (text: string) => `“${text}”`;
const labelOf = (question: Question | undefined, id: string) =>
  question && typeof question.label === "string" && question.label.trim() ? question.label : id;

/**
 * A scenario from a preview's answers: every question's states now (or only those of `only`), and whether the
 * answers are accepted.
 */
export function recordScenario(
  questions: readonly Question[],
  values: ScenarioValues,
  init: { id: string; name: string; only?: readonly string[]; acceptance?: boolean },
): Scenario {
  const evaluation = compileForm(questions).evaluate(answersForLogic(questions, values));
  const expect: Record<string, Expectation> = {};
  const chosen = init.only ? new Set(init.only) : null;
  for (const question of questions) {
    if (chosen && !chosen.has(question.id)) continue;
    expect[question.id] = {
      displayed: evaluation.displayed[question.id] ?? true,
      required: evaluation.required[question.id] ?? false,
    };
  }
  const scenario: Scenario = { id: init.id, name: init.name, values: structuredClone(values), expect };
  if (init.acceptance !== false) scenario.accepted = validateValues(questions, values).length === 0;
  return scenario;
}

/** Runs scenarios against one form, compiling it once. */
export function runScenarios(questions: readonly Question[], scenarios: readonly Scenario[]): ScenarioResult[] {
  const form = compileForm(questions);
  return scenarios.map((scenario) => runScenario(questions, scenario, form));
}

export function runScenario(
  questions: readonly Question[],
  scenario: Scenario,
  form: CompiledForm = compileForm(questions),
): ScenarioResult {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const evaluation = form.evaluate(answersForLogic(questions, scenario.values));
  const issues = scenario.accepted === undefined ? [] : validateValues(questions, scenario.values, form);
  return judgeScenario(byId, scenario, evaluation, issues.length === 0, issues[0]);
}

/**
 * A scenario's verdict from the form's evaluation of its answers and whether validateValues accepts them (`issue`:
 * its first issue, said in the failure), so that a run that keeps these between edits (scenario-runs.ts) says the
 * same as runScenario.
 */
export function judgeScenario(
  byId: ReadonlyMap<string, Question>,
  scenario: Scenario,
  evaluation: Evaluation,
  accepted: boolean,
  issue: ValueIssue | undefined,
): ScenarioResult {
  const failures: ScenarioFailure[] = [];
  // Every expectation of every scenario is judged after each edit: the words are made only for a failure.
  for (const id in scenario.expect) {
    if (!Object.hasOwn(scenario.expect, id)) continue;
    const expected = scenario.expect[id];
    const question = byId.get(id);
    if (!question) {
      failures.push({
        questionId: id,
        property: "missing",
        expected: true,
        actual: false,
        text: `${quote(labelOf(question, id))} is no longer in the form.`,
      });
      continue;
    }
    const shown = evaluation.displayed[id] ?? true;
    const required = evaluation.required[id] ?? false;
    if (expected.displayed !== undefined && expected.displayed !== shown) {
      failures.push({
        questionId: id,
        property: "displayed",
        expected: expected.displayed,
        actual: shown,
        text:
          `${quote(labelOf(question, id))} is now ${shown ? "shown" : "hidden"}; this scenario ` +
          `expects it ${expected.displayed ? "shown" : "hidden"}.`,
      });
    }
    if (expected.required !== undefined && expected.required !== required) {
      failures.push({
        questionId: id,
        property: "required",
        expected: expected.required,
        actual: required,
        text:
          `${quote(labelOf(question, id))} is now ${required ? "required" : "optional"}; this scenario ` +
          `expects it ${expected.required ? "required" : "optional"}.`,
      });
    }
  }
  if (scenario.accepted !== undefined && accepted !== scenario.accepted) {
    const why = issue ? ` (${labelOf(byId.get(issue.questionId), issue.questionId)}: ${issue.message})` : "";
    failures.push({
      questionId: null,
      property: "accepted",
      expected: scenario.accepted,
      actual: accepted,
      text: accepted
        ? "The form now accepts these answers; this scenario expects them refused."
        : `The form now refuses these answers${why}; this scenario expects them accepted.`,
    });
  }
  return { scenarioId: scenario.id, passed: failures.length === 0, failures };
}

export { rewriteScenario, type ScenarioEdit } from "./scenario-rewrites";

/** Whether a stored scenario has the shape this module runs (imports and stored data are checked with it). */
export function isScenario(value: unknown): value is Scenario {
  if (!isPlainObject(value)) return false;
  const { id, name, values, expect, accepted } = value;
  return (
    typeof id === "string" &&
    typeof name === "string" &&
    isPlainObject(values) &&
    Object.values(values).every((entry) => isPlainObject(entry) && "value" in entry) &&
    isPlainObject(expect) &&
    Object.values(expect).every(
      (entry) =>
        isPlainObject(entry) &&
        Object.entries(entry).every(
          ([key, flag]) => (key === "displayed" || key === "required") && typeof flag === "boolean",
        ),
    ) &&
    (accepted === undefined || typeof accepted === "boolean")
  );
}

/** How many answer combinations generateScenarios tries per question at most. */
export const MAX_GENERATED_COMBINATIONS = 512;

/**
 * A starting set for a form with logic: for each question whose `displayed` or `required` is a condition, one
 * scenario per outcome its condition can reach (shown and hidden; required and optional while shown), found by
 * trying the answers that matter (answerDomains) of the questions it reads, directly or through their states.
 * Each checks only that question, so a marketer keeps the ones that matter and unrelated edits never break them.
 */
export function generateScenarios(
  questions: readonly Question[],
  options: { maxCombinations?: number } = {},
): Scenario[] {
  const max = options.maxCombinations ?? MAX_GENERATED_COMBINATIONS;
  const form = compileForm(questions);
  const domains = answerDomains(questions);
  const graph = dependencies(questions);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const scenarios: Scenario[] = [];
  for (const question of questions) {
    const conditional = (["displayed", "required"] as const).filter((attribute) => isPlainObject(question[attribute]));
    if (conditional.length === 0) continue;
    const reads = closure(question.id, graph).filter((id) => byId.has(id));
    const wanted: { key: string; test: (shown: boolean, required: boolean) => boolean; words: string }[] = [];
    if (conditional.includes("displayed"))
      wanted.push(
        { key: "shown", test: (shown) => shown, words: "shown" },
        { key: "hidden", test: (shown) => !shown, words: "hidden" },
      );
    if (conditional.includes("required"))
      wanted.push(
        { key: "required", test: (shown, required) => shown && required, words: "required" },
        { key: "optional", test: (shown, required) => shown && !required, words: "shown and optional" },
      );
    const found = new Map<string, ScenarioValues>();
    for (const values of combinations(reads, domains, max)) {
      const evaluation = form.evaluate(answersForLogic(questions, values));
      const shown = evaluation.displayed[question.id] ?? true;
      const required = evaluation.required[question.id] ?? false;
      for (const want of wanted) if (!found.has(want.key) && want.test(shown, required)) found.set(want.key, values);
      if (found.size === wanted.length) break;
    }
    for (const want of wanted) {
      const values = found.get(want.key);
      if (!values) continue;
      const scenario = recordScenario(questions, values, {
        id: `generated-${question.id}-${want.key}`,
        name: `${labelOf(question, question.id)} ${want.words} when ${answersInWords(values, byId)}`,
        only: [question.id],
        acceptance: false,
      });
      scenarios.push(scenario);
    }
  }
  return scenarios;
}

/** The questions `id`'s conditions read, directly or through the conditions of those they read ($displayed, …). */
function closure(id: string, graph: Record<string, { references: string[] }>): string[] {
  const seen = new Set<string>();
  const visit = (current: string) => {
    for (const next of graph[current]?.references ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(id);
  return [...seen];
}

/** Answer combinations of `ids` over their domains, no answer first, at most `max` of them. */
function* combinations(
  ids: string[],
  domains: Map<string, { values: unknown[] }>,
  max: number,
): Generator<ScenarioValues> {
  const lists = ids.map((id) => domains.get(id)?.values ?? [undefined]);
  const index = lists.map(() => 0);
  for (let made = 0; made < max; made++) {
    const values: ScenarioValues = {};
    ids.forEach((id, k) => {
      const value = lists[k][index[k]];
      if (value !== undefined) values[id] = { value };
    });
    yield values;
    let k = 0;
    while (k < index.length && ++index[k] === lists[k].length) index[k++] = 0;
    if (k === index.length) return;
  }
}

function answersInWords(values: ScenarioValues, byId: Map<string, Question>): string {
  const parts = Object.entries(values).map(([id, { value }]) => {
    const question = byId.get(id);
    const options = question ? answerOptions(question) : [];
    const shown = (item: unknown) => quote(options.find((option) => option.value === item)?.label || String(item));
    const answer = Array.isArray(value)
      ? value.length
        ? value.map(shown).join(" and ")
        : "nothing"
      : typeof value === "boolean"
        ? value
          ? "ticked"
          : "not ticked"
        : shown(value);
    return `${labelOf(question, id)} is ${answer}`;
  });
  return parts.length ? parts.join(", ") : "nothing is answered";
}

// An event's scenarios run again after each edit of the form, redoing only what the edit can change (docs/studio.md
// "Scenarios"): sift compiles only the changed questions' logic (form-compiler.ts), each scenario keeps its
// evaluation and its answers' issues per question, and after an edit only the steps that read a changed question are
// evaluated again, and only the questions whose rules or states changed are checked again. The verdicts are
// runScenario's (scenario-runs.test.ts holds them equal on random forms and edits); a form this cannot follow
// (an id added, removed or moved, a type changed, duplicate ids, cycles) runs every scenario afresh.
import type { Answers } from "../logic/compile";
import { createFormCompiler } from "../logic/form-compiler";
import { isPlainObject } from "../logic/is-plain-object";
import { RegexBudgetExceeded, withRegexBudget } from "../logic/regex-engine";
import type { CompiledSteps } from "../logic/steps";
import { answersForLogic } from "./answers";
import { judgeScenario, runScenario, type Scenario, type ScenarioResult } from "./scenarios";
import { entryIssues, questionIssues, tooManyItems, type ValueIssue } from "./validate-values";

type Question = Record<string, unknown> & { id: string; type: string };
type Flags = Record<string, boolean>;

/** What a scenario keeps between runs: its answers, the form's evaluation of them, and their issues per question. */
type Kept = {
  scenario: string;
  generation: number;
  answers: Answers;
  raw: Flags;
  displayed: Flags;
  required: Flags;
  entry: ValueIssue[];
  oversized: Map<string, ValueIssue[]>;
  issues: Map<string, ValueIssue[]>;
  /** How many issues `oversized` and `issues` hold. */
  counts: { oversized: number; issues: number };
  /** The matching budget ran out (validateValues then answers this one issue): checked afresh next time. */
  exhausted: ValueIssue | null;
  result: ScenarioResult;
};

export type ScenarioRuns = {
  /** The form the next results are on; compiled again only where its logic changed. */
  setForm(questions: readonly Question[]): void;
  /** The scenario's result on the form, as runScenario answers it. */
  result(scenario: Scenario): ScenarioResult;
  /** Forgets the scenarios whose ids are not in `ids`. */
  keep(ids: ReadonlySet<string>): void;
};

export function createScenarioRuns(): ScenarioRuns {
  const compiler = createFormCompiler();
  let questions: readonly Question[] = [];
  let byId = new Map<string, Question>();
  let texts = new Map<string, string>();
  let steps: CompiledSteps | null = null;
  let rank = new Int32Array(0);
  let dependents: number[][] = [];
  let dirty = new Uint8Array(0);
  // The order rank and dependents were made for: kept while the form compiler keeps its order.
  let rankedOrder: readonly number[] | null = null;
  let generation = 0;
  // The questions changed since the last form; null: everything (each scenario runs afresh).
  let changed: Set<string> | null = null;
  // The steps of the changed questions, where an update starts.
  let editedSteps: number[] = [];
  const kept = new Map<string, Kept>();

  function setForm(next: readonly Question[]) {
    const nextTexts = new Map(next.map((question) => [question.id, JSON.stringify(question)]));
    const followable = nextTexts.size === next.length && next.every((q) => isQuestion(q));
    const sameShape =
      steps !== null &&
      followable &&
      next.length === questions.length &&
      next.every((question, index) => question.id === questions[index].id && question.type === questions[index].type);
    changed = sameShape ? new Set(next.filter((q) => texts.get(q.id) !== nextTexts.get(q.id)).map((q) => q.id)) : null;
    generation++;
    questions = next;
    texts = nextTexts;
    byId = new Map(next.map((question) => [question.id, question]));
    steps = followable ? compiler.compile(next) : null;
    if (steps?.cyclic) steps = null;
    if (!steps) return;
    const { order, needs } = steps.graph;
    if (order !== rankedOrder) {
      rankedOrder = order;
      rank = new Int32Array(order.length);
      order.forEach((step, index) => (rank[step] = index));
      dependents = order.map(() => []);
      for (const [step, needed] of needs.entries()) for (const need of needed) dependents[need].push(step);
      dirty = new Uint8Array(order.length);
    }
    editedSteps = [];
    if (changed)
      for (const [position, id] of steps.graph.ids.entries())
        if (changed.has(id)) editedSteps.push(3 * position, 3 * position + 1, 3 * position + 2);
  }

  function result(scenario: Scenario): ScenarioResult {
    if (!steps) {
      kept.delete(scenario.id);
      return runScenario(questions, scenario);
    }
    const text = textOf(scenario);
    const previous = kept.get(scenario.id);
    let entry: Kept;
    if (previous && previous.scenario === text && previous.generation === generation) return previous.result;
    if (
      previous &&
      previous.scenario === text &&
      previous.generation === generation - 1 &&
      changed &&
      !previous.exhausted
    )
      entry = update(previous, steps, changed);
    else entry = fresh(scenario, text, steps);
    entry.generation = generation;
    entry.result = verdict(scenario, entry);
    kept.set(scenario.id, entry);
    return entry.result;
  }

  function bind(entry: Kept, compiled: CompiledSteps) {
    compiled.values.raw = entry.raw;
    compiled.values.state.displayed = entry.displayed;
    compiled.values.state.required = entry.required;
  }

  function fresh(scenario: Scenario, text: string, compiled: CompiledSteps): Kept {
    const answers = answersForLogic(questions, scenario.values);
    const entry: Kept = {
      scenario: text,
      generation,
      answers,
      raw: {},
      displayed: {},
      required: {},
      entry: entryIssues(questions, scenario.values),
      oversized: new Map(),
      issues: new Map(),
      counts: { oversized: 0, issues: 0 },
      exhausted: null,
      result: { scenarioId: scenario.id, passed: true, failures: [] },
    };
    bind(entry, compiled);
    const { ids, order } = compiled.graph;
    for (const step of order) compiled.target(step)[ids[(step / 3) | 0]] = compiled.compute[step](answers);
    check(entry, questions);
    return entry;
  }

  /** Evaluates again the steps a changed question starts from, and those whose inputs changed on the way. */
  function update(entry: Kept, compiled: CompiledSteps, edited: ReadonlySet<string>): Kept {
    bind(entry, compiled);
    const { ids, order } = compiled.graph;
    const touched = new Set(edited);
    let low = order.length;
    let high = -1;
    const mark = (step: number) => {
      const at = rank[step];
      dirty[at] = 1;
      if (at < low) low = at;
      if (at > high) high = at;
    };
    for (const step of editedSteps) mark(step);
    // Dependents always rank after what they need, so one pass in rank order settles everything.
    for (let at = low; at <= high; at++) {
      if (!dirty[at]) continue;
      dirty[at] = 0;
      const step = order[at];
      const id = ids[(step / 3) | 0];
      const value = compiled.compute[step](entry.answers);
      const written = compiled.target(step);
      if (written[id] === value) continue;
      written[id] = value;
      touched.add(id);
      for (const next of dependents[step]) mark(next);
    }
    const checked = [...touched].map((id) => byId.get(id)!);
    check(entry, checked);
    return entry;
  }

  /** The answers' issues with `checked`, as validateValues finds them (one matching budget per check). */
  function check(entry: Kept, checked: readonly Question[]) {
    try {
      withRegexBudget(() => {
        for (const question of checked) {
          const value = entry.answers[question.id];
          const oversized = tooManyItems(question, value);
          const issues = questionIssues(question, value, entry.displayed[question.id], entry.required[question.id]);
          entry.counts.oversized += oversized.length - (entry.oversized.get(question.id)?.length ?? 0);
          entry.counts.issues += issues.length - (entry.issues.get(question.id)?.length ?? 0);
          entry.oversized.set(question.id, oversized);
          entry.issues.set(question.id, issues);
        }
      });
    } catch (error) {
      if (!(error instanceof RegexBudgetExceeded)) throw error;
      entry.exhausted = { questionId: "", kind: "invalid", message: error.message };
    }
  }

  function verdict(scenario: Scenario, entry: Kept): ScenarioResult {
    const evaluation = { displayed: entry.displayed, required: entry.required };
    if (scenario.accepted === undefined) return judgeScenario(byId, scenario, evaluation, true, undefined);
    const { counts, exhausted } = entry;
    const accepted = counts.oversized === 0 && !exhausted && entry.entry.length === 0 && counts.issues === 0;
    if (accepted === scenario.accepted) return judgeScenario(byId, scenario, evaluation, accepted, undefined);
    const first = (lists: Map<string, ValueIssue[]>) => {
      for (const question of questions) {
        const list = lists.get(question.id);
        if (list?.length) return list[0];
      }
    };
    // validateValues' order: too many items end the check; an exhausted budget is its only issue.
    const issue = counts.oversized
      ? (entry.entry[0] ?? first(entry.oversized))
      : (exhausted ?? entry.entry[0] ?? first(entry.issues));
    return judgeScenario(byId, scenario, evaluation, accepted, issue);
  }

  return {
    setForm,
    result,
    keep(ids) {
      for (const id of kept.keys()) if (!ids.has(id)) kept.delete(id);
    },
  };
}

// A scenario's JSON, once per object: the worker is sent the scenarios again only when they change.
const texts = new WeakMap<Scenario, string>();
function textOf(scenario: Scenario): string {
  let text = texts.get(scenario);
  if (text === undefined) texts.set(scenario, (text = JSON.stringify(scenario)));
  return text;
}

// The questions validateValues checks; a form with others is run afresh, as validateValues runs it.
const isQuestion = (value: unknown): value is Question =>
  isPlainObject(value) && typeof value.id === "string" && typeof value.type === "string";

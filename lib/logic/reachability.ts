// Logic problems for the builder's problems panel: questions that can never be displayed, required ones that can
// never be displayed, and conditions that always or never hold. Found by evaluating each question's steps (and the
// steps they read through $displayed / $required) on every combination of the answers they read, from the domains
// of answer-domains.ts; where the domains are not exact or the combinations exceed the bound, a finding is "not
// proven" and says what was left out.
import type { Answers } from "./compile";
import { answerDomains, type AnswerDomain } from "./answer-domains";
import { dependencies, type DependencyInfo } from "./dependencies";
import { compileSteps, type CompiledSteps, type QuestionLike } from "./steps";
import { isPlainObject } from "./is-plain-object";

/** Combinations tried per condition; beyond it a sample of this many, spread over all of them, is tried. */
export const DEFAULT_MAX_COMBINATIONS = 2048;

export type FindingKind = "neverDisplayed" | "requiredNeverDisplayed" | "alwaysTrue" | "alwaysFalse";
export type Search = { answers: string[]; tried: number; total: number; complete: boolean; gaps: string[] };
export type LogicFinding = {
  questionId: string;
  kind: FindingKind;
  attribute: "displayed" | "required";
  /**
   * "proven": every answer the app can give was covered; "notProven": the search was incomplete (see `search.gaps`).
   */
  verdict: "proven" | "notProven";
  message: string;
  search: Search;
};
export type LogicReport = {
  findings: LogicFinding[];
  /** Per question: the questions its logic reads, and those whose logic reads it. */
  dependencies: Record<string, DependencyInfo>;
  /** The logic goes round in a circle (validation reports where): nothing else was analysed. */
  cyclic: boolean;
};

const NEVER_REQUIRED = new Set(["label", "note", "divider"]);
const isExpression = isPlainObject;
const quoted = (ids: string[]) => (ids.length ? ids.map((id) => `'${id}'`).join(", ") : "no answers");

type Outcome = { sawTrue: boolean; sawFalse: boolean; search: Search };

/** Evaluates step `target` on the combinations of the answers it depends on. */
function explore(
  steps: CompiledSteps,
  domains: Map<string, AnswerDomain>,
  target: number,
  maxCombinations: number,
): Outcome {
  const { graph, compute } = steps;
  const needed = new Set<number>();
  const visit = (step: number) => {
    if (needed.has(step)) return;
    needed.add(step);
    for (const next of graph.needs[step]) visit(next);
  };
  visit(target);
  const order = graph.order.filter((step) => needed.has(step));
  const answerIds = [
    ...new Set(order.flatMap((step) => graph.reads[step].map((reference) => reference.split(".", 1)[0]))),
  ]
    .filter((id) => domains.has(id))
    .sort();
  const values = answerIds.map((id) => domains.get(id)!.values);
  const total = values.reduce((product, list) => product * list.length, 1);
  const tried = Math.min(total, maxCombinations);
  // All combinations in turn, or (beyond the bound) a seeded random sample: the same findings on every run.
  const random = tried < total ? seededRandom(target + 1) : null;
  const id = graph.ids[(target / 3) | 0];
  let sawTrue = false;
  let sawFalse = false;
  for (let index = 0; index < tried && !(sawTrue && sawFalse); index++) {
    let rest = index;
    const answers: Answers = {};
    values.forEach((list, position) => {
      const value = list[random ? Math.floor(random() * list.length) : rest % list.length];
      rest = Math.floor(rest / list.length);
      if (value !== undefined) answers[answerIds[position]] = value;
    });
    for (const step of order) steps.target(step)[graph.ids[(step / 3) | 0]] = compute[step](answers);
    if (steps.target(target)[id]) sawTrue = true;
    else sawFalse = true;
  }
  const gaps = answerIds.flatMap((answerId) => domains.get(answerId)!.gap ?? []);
  if (tried < total) gaps.push(`only ${tried} of the ${total} combinations were tried`);
  return { sawTrue, sawFalse, search: { answers: answerIds, tried, total, complete: gaps.length === 0, gaps } };
}

/** mulberry32: a small, fast, seedable generator (sampling needs repeatability, not quality). */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function finding(
  questionId: string,
  kind: FindingKind,
  attribute: "displayed" | "required",
  search: Search,
  claim: string,
): LogicFinding {
  const verdict = search.complete ? "proven" : "notProven";
  const message = search.complete
    ? `'${questionId}' ${claim}: checked on all ${search.total} combination${search.total === 1 ? "" : "s"} ` +
      `of the answers to ${quoted(search.answers)}.`
    : `'${questionId}' ${claim} on the ${search.tried} combinations ` +
      `tried of the answers to ${quoted(search.answers)}; not proven, ` +
      `because ${search.gaps.join("; ")}.`;
  return { questionId, kind, attribute, verdict, message, search };
}

export function analyseLogic(
  questions: readonly QuestionLike[],
  options: { maxCombinations?: number } = {},
): LogicReport {
  const maxCombinations = options.maxCombinations ?? DEFAULT_MAX_COMBINATIONS;
  const steps = compileSteps(questions);
  const report: LogicReport = { findings: [], dependencies: dependencies(questions), cyclic: steps.cyclic };
  if (steps.cyclic) return report;
  const domains = answerDomains(questions);
  // The first question with an id is the one its id names; the graph holds only ids that are strings.
  const byId = new Map<unknown, QuestionLike>();
  for (const question of questions) if (!byId.has(question.id)) byId.set(question.id, question);

  steps.graph.ids.forEach((id, position) => {
    const question = byId.get(id)!;
    const { displayed, required } = question;
    const collects = !NEVER_REQUIRED.has(String(question.type));
    const shown =
      displayed === "required" || isExpression(displayed)
        ? explore(steps, domains, 3 * position + 1, maxCombinations)
        : null;
    const raw = collects && isExpression(required) ? explore(steps, domains, 3 * position, maxCombinations) : null;
    if (shown && !shown.sawTrue)
      report.findings.push(finding(id, "neverDisplayed", "displayed", shown.search, "is never displayed"));
    if (shown && !shown.sawFalse && isExpression(displayed))
      report.findings.push(
        finding(id, "alwaysTrue", "displayed", shown.search, "is always displayed (its condition always holds)"),
      );
    if (raw && !raw.sawFalse)
      report.findings.push(
        finding(id, "alwaysTrue", "required", raw.search, "has a required condition that always holds"),
      );
    if (raw && !raw.sawTrue)
      report.findings.push(
        finding(id, "alwaysFalse", "required", raw.search, "has a required condition that never holds"),
      );

    // Required (at least sometimes) but never displayed: the requirement can never apply.
    const canBeRequired = collects && (raw ? raw.sawTrue : required === true || required === "true");
    const neverShown = displayed === false || displayed === "false" || (shown !== null && !shown.sawTrue);
    if (canBeRequired && neverShown) {
      const claim = "is required but never displayed, so the requirement never applies";
      report.findings.push(
        shown
          ? finding(id, "requiredNeverDisplayed", "required", shown.search, claim)
          : {
              questionId: id,
              kind: "requiredNeverDisplayed",
              attribute: "required",
              verdict: "proven",
              message: `'${id}' ${claim}: its 'displayed' is false.`,
              search: { answers: [], tried: 0, total: 0, complete: true, gaps: [] },
            },
      );
    }
  });
  return report;
}

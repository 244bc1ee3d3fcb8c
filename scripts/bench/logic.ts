// npm run bench:logic — the question engine on a generated 1,000-question form with 300 logic expressions, some
// chained through $displayed. Baseline, measured in the same run: the naive way, compiling every expression on
// every evaluation. Incremental evaluation (createFormSession.set) after one answer is measured against the full
// re-evaluation of the compiled form after the same change, in the same run. The targets are docs/benchmarks.md
// "Goals", printed beside each figure. analyseLogic is timed
// for information (it runs when the logic changes, not per answer).
import { analyseLogic, compileForm, createFormSession, dependencies } from "../../lib/logic";
import { validateDefinition } from "../../lib/questions";
import { recordScenario, runScenarios } from "../../lib/questions/scenarios";
import { createScenarioRunner } from "../../components/scenarios/scenario-runner";
import { fmt, measure, median } from "./stats";

function generateForm() {
  const questions: Record<string, unknown>[] = [];
  for (let i = 0; i < 1000; i++) {
    const id = `q${i}`;
    const kind = i % 5;
    const question: Record<string, unknown> =
      kind === 0
        ? { id, type: "checkbox", label: `Question ${i}` }
        : kind === 1
          ? {
              id,
              type: "select",
              label: `Question ${i}`,
              options: [{ label: "Alpha" }, { label: "Beta" }, { label: "Gamma" }],
            }
          : kind === 2
            ? { id, type: "number", label: `Question ${i}`, minVal: 0, maxVal: 100 }
            : { id, type: "text", label: `Question ${i}`, maxLength: 50 };
    questions.push(question);
  }
  // 300 expressions: 200 on answers, 100 chained through $displayed of an earlier logic question.
  let logic = 0;
  for (let i = 10; i < 1000 && logic < 300; i += 3, logic++) {
    const question = questions[i];
    if (logic % 3 === 2)
      question.displayed = { [`q${i - 3}`]: { $displayed: true }, [`q${i - 10 - (i % 5)}`]: { $exists: true } };
    else if (logic % 3 === 1)
      question.displayed = {
        $or: [{ [`q${i - 9 - (i % 5) + 1}`]: "Beta" }, { [`q${i - 8 - (i % 5) + 2}`]: { $gt: 50 } }],
      };
    else question.required = { [`q${i - (i % 5)}`]: true };
  }
  return questions;
}

const questions = generateForm();
const answers: Record<string, unknown> = {};
for (let i = 0; i < 1000; i += 5) answers[`q${i}`] = i % 10 === 0;
for (let i = 1; i < 1000; i += 5) answers[`q${i}`] = i % 3 ? "Beta" : "Alpha";
for (let i = 2; i < 1000; i += 5) answers[`q${i}`] = i % 100;

const form = compileForm(questions);
let flip = false;
const change = () => {
  flip = !flip;
  answers.q0 = flip;
  answers.q1 = flip ? "Beta" : "Gamma";
};
for (let i = 0; i < 50; i++) form.evaluate(answers); // warm-up

const compiled = median(measure(() => (change(), form.evaluate(answers)), 500));
const naive = median(measure(() => (change(), compileForm(questions).evaluate(answers)), 50));
// One answer at a time, cycling through the answers some logic reads (an answer nothing reads costs nothing).
const read = Object.entries(dependencies(questions))
  .filter(([, info]) => info.referencedBy.length > 0)
  .map(([id]) => id);
const alternative = (id: string, value: unknown) =>
  typeof value === "boolean"
    ? !value
    : typeof value === "number"
      ? (value + 37) % 100
      : value === "Beta"
        ? "Gamma"
        : "Beta";
const session = createFormSession(questions, answers);
const oneChange = (apply: (id: string, value: unknown) => void) => {
  let turn = 0;
  return () => {
    const id = read[turn++ % read.length];
    const value = alternative(id, answers[id]);
    answers[id] = value;
    apply(id, value);
  };
};
const incremental = median(
  measure(
    oneChange((id, value) => session.set(id, value)),
    5000,
  ),
);
const full = median(
  measure(
    oneChange(() => form.evaluate(answers)),
    500,
  ),
);
const analysis = median(measure(() => analyseLogic(questions), 3));
const validation = median(measure(() => validateDefinition(questions, { eventType: "standard" }), 30));

// The editor's scenarios (docs/studio.md "Scenarios"): 50 recorded on the form, then all re-run after an edit of one
// question (the worker's run after a pause).
const scenarioValues = Object.fromEntries(Object.entries(answers).map(([id, value]) => [id, { value }]));
const scenarios = Array.from({ length: 50 }, (_, index) =>
  recordScenario(questions as never, scenarioValues, { id: `s${index}`, name: `Scenario ${index}` }),
);
const runner = createScenarioRunner();
runner.run(questions as never, scenarios);
let edit = 0;
const afterEdit = (change: (question: Record<string, unknown>) => Record<string, unknown>) =>
  median(
    measure(() => {
      const edited = questions.map((question, index) => (index === 0 ? change(question) : question));
      runner.run(edited as never, scenarios);
    }, 30),
  );
// A label (words only: every verdict kept), a rule (a question made required or not) and a condition (the value a
// displayed condition compares with, read on through $displayed): the runner redoes only what the edit can change.
const scenarioRun = afterEdit((question) => ({ ...question, label: `Edited ${edit++}` }));
const scenarioRuleRun = afterEdit((question) => ({ ...question, required: edit++ % 2 === 0 }));
const conditionEdit = (turn: number) =>
  questions.map((question, index) =>
    index === 13
      ? { ...question, displayed: { $or: [{ q4: turn % 2 ? "Gamma" : "Beta" }, { q7: { $gt: 50 } }] } }
      : question,
  );
const scenarioConditionRun = median(measure(() => runner.run(conditionEdit(edit++) as never, scenarios), 30));
// Baseline, the same condition edit: the form compiled again and every scenario run afresh (runScenarios).
const scenarioBaseline = median(measure(() => runScenarios(conditionEdit(edit++) as never, scenarios), 5));
const compileOnly = median(measure(() => compileForm(questions), 10));

const issues = validateDefinition(questions, { eventType: "standard" });
if (issues.length) throw new Error(`The generated form is invalid: ${issues[0].message}`);

console.log(`bench:logic — 1000 questions, 300 logic expressions (Node ${process.version})`);
console.log(
  `  re-evaluate after one answer (compiled once)  median ${fmt(compiled)} ` +
    `  target < 1 ms  ${compiled < 1 ? "OK" : "MISSED"}`,
);
console.log(
  `  baseline: compile every evaluation (naive)     median ${fmt(naive)} ` +
    `  ratio ${(naive / compiled).toFixed(1)}x faster compiled`,
);
console.log(
  `  incremental: session.set(one answer)          median ${fmt(incremental)} ` +
    `  target < 50 µs ${incremental < 0.05 ? "OK" : "MISSED"}`,
);
console.log(
  `  baseline: full re-evaluation, same change     median ${fmt(full)} ` +
    `  ratio ${(full / incremental).toFixed(1)}x faster incremental ` +
    `(${read.length} answers read by logic, cycled)`,
);
console.log(
  `  analyseLogic (the logic problems panel)       median ${fmt(analysis)} ` +
    `  no target: run it when the logic changes, not per answer`,
);
console.log(
  `  validateDefinition                             median ${fmt(validation)} ` +
    `  target < 20 ms ${validation < 20 ? "OK" : "MISSED"}`,
);
console.log(
  `  50 scenarios after a label edit (worker)       median ${fmt(scenarioRun)} ` +
    `  target ≤ 16 ms ${scenarioRun <= 16 ? "OK" : "MISSED"}`,
);
console.log(
  `  50 scenarios after a rule edit (worker)        median ${fmt(scenarioRuleRun)} ` +
    `  target ≤ 16 ms ${scenarioRuleRun <= 16 ? "OK" : "MISSED"}`,
);
console.log(
  `  50 scenarios after a condition edit (worker)   median ${fmt(scenarioConditionRun)} ` +
    `  target ≤ 16 ms ${scenarioConditionRun <= 16 ? "OK" : "MISSED"}`,
);
console.log(
  `  baseline: all run afresh, same edit           median ${fmt(scenarioBaseline)} ` +
    `  ratio ${(scenarioBaseline / scenarioConditionRun).toFixed(1)}x faster incremental ` +
    `(compiling the whole form alone: median ${fmt(compileOnly)})`,
);

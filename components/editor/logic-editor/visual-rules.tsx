"use client";
// The visual rules (docs/studio.md "Write a condition with the visual rules"): groups joined by all / any / none, each
// rule a question, an operator that
// fits its type and a value. The tree is the shell's state; every edit hands back a new tree. Other questions are
// read from `questions`, which the shell fetches from the store when it renders, never by subscription.
import { memo, useEffect, useRef, type ReactNode } from "react";
import { selectClasses } from "@/components/ui/input";
import { sameProps } from "../inspector/same-props";
import {
  isItemOperator,
  OPERATOR_LABELS,
  operatorsFor,
  valueKindFor,
  type RuleOperator,
  type RuleQuestion,
} from "./model/rule-operators";
import {
  addGroup,
  addRule,
  editProblem,
  nodeAt,
  nodeNumbers,
  removeNode,
  setJoin,
  setOperator,
  setQuestion,
  setValue,
  type KeyedGroup,
  type KeyedRule,
  type NodePath,
} from "./rule-edit";
import type { Join } from "./model/rule-tree";
import { RuleValueInput } from "./rule-value-input";
import { buttonVariants } from "@/components/ui/button";

const operatorOption = (operator: RuleOperator) => (
  <option key={operator} value={operator}>
    {OPERATOR_LABELS[operator]}
  </option>
);

type Props = {
  /** Prefix of the DOM ids, unique per editor. */
  id: string;
  tree: KeyedGroup;
  /** The questions a rule can read (the edited question left out), and every question (to read rules on itself). */
  choices: readonly RuleQuestion[];
  questions: readonly RuleQuestion[];
  onChange(tree: KeyedGroup): void;
};

const small = "text-xs";
const buttonClasses = buttonVariants({ variant: "subtle", size: "xs" });

const questionName = (question: RuleQuestion) =>
  typeof question.label === "string" && question.label.trim() ? question.label : question.id;

/**
 * The picker's options. At 1,000 questions they are most of what a rule renders: memoised on the questions
 * themselves, so an edit of this rule (which changes only the edited question) does not rebuild them.
 */
const QuestionOptions = memo(function QuestionOptions({ choices }: { choices: readonly RuleQuestion[] }) {
  return choices.map((choice) => (
    <option key={choice.id} value={choice.id}>
      {`${questionName(choice)} (${choice.id})`}
    </option>
  ));
}, sameProps);

/** The props every row shares, with `edit`: a new tree, and where focus goes once it is shown (the first found). */
type Shared = Props & { edit(tree: KeyedGroup, focus?: readonly string[]): void };

/** Where focus goes when the node at `path` is removed: its group's "add a rule" button, else the root's. */
const afterRemoval = (tree: KeyedGroup, path: NodePath) => [
  `${nodeAt(tree, path.slice(0, -1))?.key}:add`,
  `${tree.key}:add`,
];

function RuleRow({ rule, path, number, props }: { rule: KeyedRule; path: NodePath; number: number; props: Shared }) {
  const { tree, choices, questions, edit: onChange } = props;
  const question = questions.find((candidate) => candidate.id === rule.questionId);
  const problem = editProblem(rule, questions);
  const problemId = `${props.id}-rule-${rule.key}-problem`;
  const name = `Rule ${number}`;
  // A rule may read a question that is not offered (itself, through $displayed): it is still shown as chosen.
  const offered = question && !choices.includes(question) ? [question, ...choices] : choices;
  const operators: RuleOperator[] = question ? operatorsFor(question) : [rule.operator];
  return (
    <li>
      <div role="group" aria-label={name} className="space-y-1 rounded border border-slate-200 bg-white p-1.5">
        <div className="flex items-center gap-1">
          <select
            data-focus={rule.key}
            className={`${selectClasses} ${small} min-w-0 flex-1`}
            aria-label={`${name}: question`}
            value={rule.questionId}
            onChange={(event) => {
              const next = questions.find((candidate) => candidate.id === event.target.value);
              if (next) onChange(setQuestion(tree, path, next));
            }}
          >
            {question ? null : <option value="">Choose a question…</option>}
            <QuestionOptions choices={offered} />
          </select>
          <button
            type="button"
            className={buttonClasses}
            aria-label={`Remove rule ${number}`}
            onClick={() => onChange(removeNode(tree, path), afterRemoval(tree, path))}
          >
            ✕
          </button>
        </div>
        {question ? (
          <div className="flex flex-wrap items-start gap-1">
            <select
              className={`${selectClasses} ${small} w-auto`}
              aria-label={`${name}: operator`}
              value={rule.operator}
              onChange={(event) => onChange(setOperator(tree, path, event.target.value as RuleOperator, question))}
            >
              {operators.filter((operator) => !isItemOperator(operator)).map(operatorOption)}
              {operators.some(isItemOperator) ? (
                <optgroup label="One chosen item">{operators.filter(isItemOperator).map(operatorOption)}</optgroup>
              ) : null}
            </select>
            <div className="min-w-0 flex-1">
              <RuleValueInput
                kind={valueKindFor(question, rule.operator)}
                value={rule.value}
                label={`${name}: value`}
                describedBy={problem ? problemId : undefined}
                onChange={(value) => onChange(setValue(tree, path, value))}
              />
            </div>
          </div>
        ) : null}
        {problem ? (
          <p id={problemId} className="text-xs text-amber-800" data-testid="rule-problem">
            {problem} Not written until it is complete.
          </p>
        ) : null}
      </div>
    </li>
  );
}

function GroupBox({
  group,
  path,
  numbers,
  props,
}: {
  group: KeyedGroup;
  path: NodePath;
  numbers: Map<string, number>;
  props: Shared;
}) {
  const { tree, edit: onChange } = props;
  const end = group.children.length;
  const number = numbers.get(group.key) ?? 0;
  const name = `Group ${number}`;
  const children: ReactNode[] = group.children.map((child, index) =>
    child.kind === "rule" ? (
      <RuleRow
        key={child.key}
        rule={child}
        path={[...path, index]}
        number={numbers.get(child.key) ?? 0}
        props={props}
      />
    ) : (
      <li key={child.key}>
        <GroupBox group={child} path={[...path, index]} numbers={numbers} props={props} />
      </li>
    ),
  );
  return (
    <div
      role="group"
      aria-label={name}
      className={`space-y-1 ${path.length ? "rounded border-l-2 border-brand-500 bg-slate-50 py-1 pl-2" : ""}`}
    >
      <div className="flex items-center gap-1 text-xs text-slate-600">
        <span aria-hidden="true">Match</span>
        <select
          className={`${selectClasses} ${small} w-auto`}
          aria-label={`${name}: match`}
          value={group.join}
          onChange={(event) => onChange(setJoin(tree, path, event.target.value as Join))}
        >
          <option value="all">all of</option>
          <option value="any">any of</option>
          <option value="none">none of</option>
        </select>
        <span aria-hidden="true" className="flex-1">
          these
        </span>
        {path.length ? (
          <button
            type="button"
            className={buttonClasses}
            aria-label={`Remove group ${number}`}
            onClick={() => onChange(removeNode(tree, path), afterRemoval(tree, path))}
          >
            ✕
          </button>
        ) : null}
      </div>
      {children.length ? (
        <ul className="space-y-1">{children}</ul>
      ) : (
        <p className="text-xs text-slate-500">
          {group.join === "any" ? "No rules: never holds." : "No rules: always holds."}
        </p>
      )}
      <div className="flex gap-1">
        <button
          type="button"
          className={buttonClasses}
          data-focus={`${group.key}:add`}
          aria-label={`Add a rule to group ${number}`}
          onClick={() => {
            const next = addRule(tree, path);
            onChange(next, [nodeAt(next, [...path, end])!.key]);
          }}
        >
          + Rule
        </button>
        <button
          type="button"
          className={buttonClasses}
          aria-label={`Add a group to group ${number}`}
          onClick={() => {
            const next = addGroup(tree, path);
            onChange(next, [nodeAt(next, [...path, end, 0])!.key]);
          }}
        >
          + Group
        </button>
      </div>
    </div>
  );
}

export function VisualRules(props: Props) {
  const root = useRef<HTMLDivElement>(null);
  // Focus follows an added rule, and lands on its group's "add" button when the focused rule goes away.
  const focusNext = useRef<readonly string[]>([]);
  useEffect(() => {
    const found = focusNext.current
      .map((key) => root.current?.querySelector<HTMLElement>(`[data-focus="${CSS.escape(key)}"]`))
      .find(Boolean);
    focusNext.current = [];
    found?.focus();
  });
  const edit = (tree: KeyedGroup, focus: readonly string[] = []) => {
    focusNext.current = focus;
    props.onChange(tree);
  };
  return (
    <div ref={root}>
      <GroupBox group={props.tree} path={[]} numbers={nodeNumbers(props.tree)} props={{ ...props, edit }} />
    </div>
  );
}

// Logic expressions for `displayed` and `required`, evaluated with sift (never a hand-written query engine).
export {
  analyseExpression,
  expressionReferences,
  type Analysis,
  type LogicProblem,
  type StateReference,
} from "./analyse";
export { compileExpression, type Answers, type FormState, type Tester } from "./compile";
export { dependencies, evaluationOrder, type DependencyInfo } from "./dependencies";
export { answersFromValues, compileForm, evaluateForm, type CompiledForm, type Evaluation } from "./evaluate";
export { explain, type ClauseExplanation, type Explanation, type ExpressionExplanation } from "./explain";
export { ALLOWED_OPERATORS, MAX_DEPTH } from "./operator-names";
export { createFormSession, type Changes, type FormSession } from "./incremental";
export {
  analyseLogic,
  DEFAULT_MAX_COMBINATIONS,
  type FindingKind,
  type LogicFinding,
  type LogicReport,
  type Search,
} from "./reachability";
export { answerDomains, MAX_SUBSET_OPTIONS, type AnswerDomain } from "./answer-domains";

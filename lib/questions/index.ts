// Question definitions: schemas, per-type metadata, validation of definitions and of values, ids, names.
export * from "./schema";
export { QUESTION_TYPE_INFO, questionTypes, type PropertyInfo, type PropertyKind, type TypeInfo } from "./metadata";
export { ID_PATTERN, MAX_QUESTIONS } from "./constants";
export { validateDefinition, type DefinitionIssue } from "./validate-definition";
export { compileValuesForm, validateValues, type ValueIssue, type ValueIssueKind } from "./validate-values";
export { defaultErrorMessages } from "./error-messages";
export { EMAIL_PATTERN, URL_PATTERN, SOCIAL_PATTERN, compilePattern } from "./builtin-patterns";
export { DATE_FORMATS, isValidDateValue } from "./date-formats";
export {
  idFromLabel,
  renameQuestion,
  renameReferences,
  reservedIdFor,
  type RenameChange,
  type RenameResult,
} from "./ids";
export {
  sameJson,
  summariseChanges,
  type Change,
  type ChangeKind,
  type ConditionWords,
  type DefinitionLike,
} from "./change-summary";
export { splitFullName, type SplitName } from "./full-name";
export { answersForLogic, canonicalAnswer } from "./answers";
export { answerOptions, type AnswerOption } from "./answer-options";
export {
  generateScenarios,
  isScenario,
  MAX_GENERATED_COMBINATIONS,
  recordScenario,
  rewriteScenario,
  runScenario,
  runScenarios,
  type Expectation,
  type Scenario,
  type ScenarioEdit,
  type ScenarioFailure,
  type ScenarioResult,
  type ScenarioValues,
} from "./scenarios";

// Question definitions: schemas, per-type metadata, validation of definitions and of values, ids, names.
export * from "./schema";
export { QUESTION_TYPE_INFO, questionTypes, type PropertyInfo, type PropertyKind, type TypeInfo } from "./metadata";
export { validateDefinition, ID_PATTERN, MAX_QUESTIONS, type DefinitionIssue } from "./validate-definition";
export { validateValues, type ValueIssue, type ValueIssueKind } from "./validate-values";
export { defaultErrorMessages } from "./error-messages";
export { EMAIL_PATTERN, URL_PATTERN, SOCIAL_PATTERN, DATE_FORMATS, isValidDateValue, compilePattern } from "./builtin-patterns";
export { idFromLabel, renameQuestion, reservedIdFor, type RenameChange, type RenameResult } from "./ids";
export { splitFullName, type SplitName } from "./full-name";
export { answersForLogic, canonicalAnswer } from "./answers";
export { answerOptions, type AnswerOption } from "./answer-options";

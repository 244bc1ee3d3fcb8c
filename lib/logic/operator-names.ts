// The operator allow-list's names (docs/decisions.md §6.4) and the limits of logic expressions, apart from their sift
// implementations (operators.ts): the editor reads these on every render, and this file imports nothing, so the
// page loads sift and the regex engine only when it evaluates (components/editor/eager-imports.test.ts).

/** sift's standard operators we admit; operators.ts gives each its implementation (the compiler checks both ways). */
export const STANDARD_OPERATORS = [
  "$eq",
  "$ne",
  "$gt",
  "$gte",
  "$lt",
  "$lte",
  "$in",
  "$nin",
  "$exists",
  "$regex",
  "$options",
  "$and",
  "$or",
  "$nor",
  "$not",
  "$all",
  "$size",
  "$elemMatch",
] as const;
export type StandardOperator = (typeof STANDARD_OPERATORS)[number];
export const LOGICAL_OPERATORS = new Set(["$and", "$or", "$nor"]);
export const CUSTOM_OPERATORS = new Set(["$displayed", "$required"]);
export const ALLOWED_OPERATORS: ReadonlySet<string> = new Set([...STANDARD_OPERATORS, ...CUSTOM_OPERATORS]);
export const MAX_DEPTH = 32;
/** The most values a $in, $nin or $all list may hold: sift compares each with every item of an answer. */
export const MAX_LIST_VALUES = 500;

/** "/pattern/flags" strings stand for regular expressions in logic values (the description, rule 2). */
export const REGEX_STRING = /^\/(.*)\/([dgimsuvy]*)$/s;

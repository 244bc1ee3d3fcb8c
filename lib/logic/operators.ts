// The operator allow-list (docs/decisions.md §6.4): sift's standard operators we admit, plus our $displayed/$required.
// $where runs code and is not allowed; nor is anything else sift might offer. The names and limits are in
// operator-names.ts (re-exported here), which the editor loads without sift and the regex engine.
import {
  $all,
  $and,
  $elemMatch,
  $eq,
  $exists,
  $gt,
  $gte,
  $lt,
  $lte,
  $ne,
  $nor,
  $not,
  $options,
  $or,
  $size,
  createEqualsOperation,
} from "sift";
import { excerpt } from "./excerpt";
import { REGEX_STRING, type StandardOperator } from "./operator-names";
import { compileUserRegex, RegexCompilerMissing } from "./regex-engine";
import { $inSet as $in, $ninSet as $nin } from "./set-membership";

export {
  ALLOWED_OPERATORS,
  CUSTOM_OPERATORS,
  LOGICAL_OPERATORS,
  MAX_DEPTH,
  MAX_LIST_VALUES,
  REGEX_STRING,
} from "./operator-names";

/** A sift tester for a user pattern: sift takes a function as the test itself. Throws when RE2 refuses it. */
export function regexTester(source: string, flags?: string): (value: unknown) => boolean {
  const regex = compileUserRegex(source, flags);
  if (typeof regex === "string") throw new Error(`The regular expression ${JSON.stringify(excerpt(source))} ${regex}.`);
  return (value) => typeof value === "string" && regex.test(value);
}

// sift's own $regex builds a JavaScript RegExp, which can backtrack for seconds: ours runs on RE2.
const $regex = (
  pattern: unknown,
  ownerQuery: Record<string, unknown>,
  options: Parameters<typeof createEqualsOperation>[2],
) =>
  createEqualsOperation(
    regexTester(String(pattern), typeof ownerQuery.$options === "string" ? ownerQuery.$options : undefined),
    ownerQuery,
    options,
  );

// Exactly the allow-list's standard operators (operator-names.ts), each with its sift implementation: the compiler
// refuses a name without one and one without a name.
export const STANDARD_OPERATIONS = {
  $eq,
  $ne,
  $gt,
  $gte,
  $lt,
  $lte,
  $in,
  $nin,
  $exists,
  $regex,
  $options,
  $and,
  $or,
  $nor,
  $not,
  $all,
  $size,
  $elemMatch,
} satisfies Record<StandardOperator, unknown>;

/** The tester a "/re/flags" string stands for; undefined for other strings, null when RE2 refuses the pattern. */
export function regexFromString(value: string): ((value: unknown) => boolean) | null | undefined {
  const match = REGEX_STRING.exec(value);
  if (!match) return undefined;
  try {
    return regexTester(match[1], match[2]);
  } catch (error) {
    if (error instanceof RegexCompilerMissing) throw error;
    return null;
  }
}

// The operator allow-list (DECISIONS §6.4): sift's standard operators we admit, plus our $displayed/$required.
// $where runs code and is not allowed; nor is anything else sift might offer.
import { $all, $and, $elemMatch, $eq, $exists, $gt, $gte, $lt, $lte, $ne, $nor, $not, $options, $or, $size, createEqualsOperation } from "sift";
import { excerpt } from "./excerpt";
import { compileUserRegex } from "./safe-regex";
import { $inSet as $in, $ninSet as $nin } from "./set-membership";

/** A sift tester for a user pattern: sift takes a function as the test itself. Throws when RE2 refuses it. */
export function regexTester(source: string, flags?: string): (value: unknown) => boolean {
  const regex = compileUserRegex(source, flags);
  if (typeof regex === "string") throw new Error(`The regular expression ${JSON.stringify(excerpt(source))} ${regex}.`);
  return (value) => typeof value === "string" && regex.test(value);
}

// sift's own $regex builds a JavaScript RegExp, which can backtrack for seconds: ours runs on RE2.
const $regex = (pattern: unknown, ownerQuery: Record<string, unknown>, options: Parameters<typeof createEqualsOperation>[2]) =>
  createEqualsOperation(regexTester(String(pattern), typeof ownerQuery.$options === "string" ? ownerQuery.$options : undefined), ownerQuery, options);

export const STANDARD_OPERATIONS = { $eq, $ne, $gt, $gte, $lt, $lte, $in, $nin, $exists, $regex, $options, $and, $or, $nor, $not, $all, $size, $elemMatch };
export const LOGICAL_OPERATORS = new Set(["$and", "$or", "$nor"]);
export const CUSTOM_OPERATORS = new Set(["$displayed", "$required"]);
export const ALLOWED_OPERATORS: ReadonlySet<string> = new Set([...Object.keys(STANDARD_OPERATIONS), ...CUSTOM_OPERATORS]);
export const MAX_DEPTH = 32;
/** The most values a $in, $nin or $all list may hold: sift compares each with every item of an answer. */
export const MAX_LIST_VALUES = 500;

/** "/pattern/flags" strings stand for regular expressions in logic values (the description, rule 2). */
export const REGEX_STRING = /^\/(.*)\/([dgimsuvy]*)$/s;

/** The tester a "/re/flags" string stands for; undefined for other strings, null when RE2 refuses the pattern. */
export function regexFromString(value: string): ((value: unknown) => boolean) | null | undefined {
  const match = REGEX_STRING.exec(value);
  if (!match) return undefined;
  try {
    return regexTester(match[1], match[2]);
  } catch {
    return null;
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

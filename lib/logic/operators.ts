// The operator allow-list (DECISIONS §6.4): sift's standard operators we admit, plus our $displayed/$required.
// $where runs code and is not allowed; nor is anything else sift might offer.
import { $all, $and, $elemMatch, $eq, $exists, $gt, $gte, $in, $lt, $lte, $ne, $nin, $nor, $not, $options, $or, $regex, $size } from "sift";

export const STANDARD_OPERATIONS = { $eq, $ne, $gt, $gte, $lt, $lte, $in, $nin, $exists, $regex, $options, $and, $or, $nor, $not, $all, $size, $elemMatch };
export const LOGICAL_OPERATORS = new Set(["$and", "$or", "$nor"]);
export const CUSTOM_OPERATORS = new Set(["$displayed", "$required"]);
export const ALLOWED_OPERATORS: ReadonlySet<string> = new Set([...Object.keys(STANDARD_OPERATIONS), ...CUSTOM_OPERATORS]);
export const MAX_DEPTH = 32;

/** "/pattern/flags" strings stand for regular expressions in logic values (the description, rule 2). */
export const REGEX_STRING = /^\/(.*)\/([dgimsuvy]*)$/s;

export function regexFromString(value: string): RegExp | null | undefined {
  const match = REGEX_STRING.exec(value);
  if (!match) return undefined;
  try {
    return new RegExp(match[1], match[2]);
  } catch {
    return null;
  }
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof RegExp);

// $in and $nin over lists of plain values as set lookups: sift compares every answer item with every list value,
// which made a 10,000-item answer against a 3,000-value list stall the server for seconds. Lists holding anything
// else (regexes, objects, null, which sift matches specially) keep sift's own operators.
import { $in, $not, createEqualsOperation } from "sift";

type Options = Parameters<typeof createEqualsOperation>[2];
type OwnerQuery = Parameters<typeof createEqualsOperation>[1];

const isScalar = (value: unknown) =>
  typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && !Number.isNaN(value));
/** Whether $in / $nin look `params` up in a set (a list of plain values, once "/re/" strings are patterns). */
export const scalarList = (params: unknown): params is (string | number | boolean)[] =>
  Array.isArray(params) && params.every(isScalar);

export function $inSet(params: unknown, ownerQuery: OwnerQuery, options: Options, name: string) {
  if (!scalarList(params)) return $in(params as never, ownerQuery, options, name);
  const members = new Set<unknown>(params);
  // sift offers every item of an array answer, and then the whole answer: a scalar list matches only items.
  return createEqualsOperation((value: unknown) => members.has(value), ownerQuery, options);
}

/** $nin as sift defines it, the negation of $in over every value on the path. */
export function $ninSet(params: unknown, ownerQuery: OwnerQuery, options: Options, name: string) {
  return $not({ $in: params } as never, ownerQuery, options, name);
}

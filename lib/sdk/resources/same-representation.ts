// Whether a model holds what a PUT sent: the test that tells a retried PUT its lost first try did write.

/** JSON values equal as JSON: objects by their keys in any order, arrays in order. */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => jsonEqual(item, b[index]));
  const left = Object.entries(a as Record<string, unknown>).filter(([, value]) => value !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return (
    left.length === rightKeys.length &&
    left.every(([key, value]) => Object.hasOwn(right, key) && jsonEqual(value, right[key]))
  );
}

/** True when `model` holds every attribute of `expected` with the same JSON value (its other attributes aside). */
export function sameRepresentation(expected: Record<string, unknown>, model: Record<string, unknown>): boolean {
  // Compare what the API would store: the body as JSON, so that `undefined` entries vanish as they do on the wire.
  const sent = JSON.parse(JSON.stringify(expected)) as Record<string, unknown>;
  return Object.entries(sent).every(([key, value]) => jsonEqual(value, model[key]));
}

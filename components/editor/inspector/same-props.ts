// The memo comparison of the inspector's fields: props equal by reference, arrays (issues, options) element by
// element, so a field whose value and issues did not change does not re-render when the form does.
export function sameProps<P extends object>(previous: P, next: P): boolean {
  const a = previous as Record<string, unknown>;
  const b = next as Record<string, unknown>;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => {
    const x = a[key];
    const y = b[key];
    if (Object.is(x, y)) return true;
    return (
      Array.isArray(x) &&
      Array.isArray(y) &&
      x.length === y.length &&
      x.every((item, index) => sameItem(item, y[index]))
    );
  });
}

// Issues are rebuilt on every validation: equal when their path and message are.
function sameItem(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  if (typeof x !== "object" || typeof y !== "object" || x === null || y === null) return false;
  const p = x as { path?: unknown; message?: unknown };
  const q = y as { path?: unknown; message?: unknown };
  return (
    typeof p.message === "string" &&
    p.path === q.path &&
    p.message === q.message &&
    Object.keys(p).length === 2 &&
    Object.keys(q).length === 2
  );
}

/** Whether two versions of a question differ in nothing but the properties `aside` names (the rest the same values). */
export function sameAside(a: object, b: object, aside: readonly string[]): boolean {
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x);
  if (keys.length !== Object.keys(y).length) return false;
  return keys.every((key) => aside.includes(key) || (key in y && Object.is(x[key], y[key])));
}

const LABEL = ["label"];
/** Whether two versions of a question differ in nothing but their label. */
export const sameButLabel = (a: object, b: object): boolean => sameAside(a, b, LABEL);

// Whether a value parsed from JSON (or built like it) is an object with named members: not null, not a list.
// The one such test of every layer; it lives here because lib/logic may import only itself (purity.test.ts) and
// the other layers already import lib/logic. (lib/logic/testing keeps its own: it shares no code with lib/logic.)

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

// Integer properties (minLength, step, …): what a number input's text means, or why it is refused.
export type IntegerInput = { ok: true; value: number | undefined } | { ok: false; error: string };

/** `badInput` is the input's validity.badInput: Chrome empties `value` when the text is not a number at all. */
export function parseIntegerInput(raw: string, badInput = false): IntegerInput {
  const text = raw.trim();
  if (badInput) return { ok: false, error: "Enter a whole number, like 3." };
  if (text === "") return { ok: true, value: undefined };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, error: "Enter a whole number, like 3." };
  if (!Number.isInteger(value))
    return { ok: false, error: `${text} is not a whole number: use ${Math.round(value)} or another whole number.` };
  if (!Number.isSafeInteger(value)) return { ok: false, error: "That number is too large." };
  return { ok: true, value };
}

// RE2 on demand, for the capture app: the built-in patterns need none (lib/questions/value-patterns.ts), so RE2 is
// loaded only for a form that carries a pattern of its own, before that form opens (docs/architecture.md "Capture
// mode").
import { hasRegexCompiler } from "./regex-engine";
import { REGEX_STRING } from "./operator-names";

/**
 * Whether `questions` may meet a user pattern: a question's `pattern`, a `$regex` or a "/re/flags" string anywhere
 * in them (their logic included). It errs on the side of loading RE2.
 */
export function needsRegexCompiler(questions: unknown): boolean {
  const seen = (value: unknown): boolean => {
    if (typeof value === "string") return REGEX_STRING.test(value);
    if (Array.isArray(value)) return value.some(seen);
    if (value && typeof value === "object")
      return Object.entries(value).some(([key, entry]) => key === "pattern" || key === "$regex" || seen(entry));
    return false;
  };
  return seen(questions);
}

/** Loads and installs RE2 (once). */
export async function loadRegexCompiler(): Promise<void> {
  if (!hasRegexCompiler()) await import("./re2-compiler");
}

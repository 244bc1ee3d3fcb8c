// Which regular expressions a definition may carry: those RE2 compiles within the caps (lib/logic/safe-regex.ts).
import { compileUserRegex } from "./safe-regex";

/** Why `source` may not be used (a sentence fragment such as "does not compile"), or null when it may. */
export function regexProblem(source: string, flags?: string): string | null {
  const compiled = compileUserRegex(source, flags);
  return typeof compiled === "string" ? compiled : null;
}

// Which regular expressions a definition may carry. The server runs V8 with its linear-time fallback for
// regexes that backtrack excessively (server.js), so patterns like (a+)+ cannot stall it; but V8 cannot use that
// engine for backreferences or lookaround, so those are refused: a definition must never be able to tie up the
// server (or a preview in the browser) for seconds per value.

/** Why `source` may not be used, or null when it compiles and avoids backreferences and lookaround. */
export function regexProblem(source: string, flags?: string): string | null {
  try {
    new RegExp(source, flags);
  } catch {
    return "does not compile";
  }
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") {
      const next = source[i + 1] ?? "";
      if (!inClass && (/[1-9]/.test(next) || (next === "k" && source[i + 2] === "<"))) return "uses a backreference (like \\1), which is not supported";
      i++;
    } else if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") {
      inClass = true;
    } else if (char === "(" && source[i + 1] === "?" && (source[i + 2] === "=" || source[i + 2] === "!" || (source[i + 2] === "<" && (source[i + 3] === "=" || source[i + 3] === "!")))) {
      return "uses a lookahead or lookbehind ((?=…), (?!…), (?<=…), (?<!…)), which is not supported";
    }
  }
  return null;
}

// The `pattern` property: a string, or {pattern, flags} when flags are set; and testing a sample against it
// through lib/questions compilePattern (the one place that decides how patterns run), loaded with RE2 when a first
// sample is tried: the editor's page does not carry the regex engine.

export function patternParts(pattern: unknown): { source: string; flags: string } {
  if (typeof pattern === "string") return { source: pattern, flags: "" };
  if (pattern && typeof pattern === "object") {
    const { pattern: source, flags } = pattern as { pattern?: unknown; flags?: unknown };
    return { source: typeof source === "string" ? source : "", flags: typeof flags === "string" ? flags : "" };
  }
  return { source: "", flags: "" };
}

/** The stored pattern: unset when empty, a plain string without flags. */
export function patternFrom(source: string, flags: string): string | { pattern: string; flags: string } | undefined {
  if (source === "" && flags === "") return undefined;
  return flags === "" ? source : { pattern: source, flags };
}

export type SampleResult = "matches" | "noMatch" | "invalid" | "empty";

export async function testSample(pattern: unknown, sample: string): Promise<SampleResult> {
  if (sample === "") return "empty";
  const { compilePattern } = await import("@/lib/questions/builtin-patterns");
  const compiled = compilePattern(pattern);
  if (!compiled) return "invalid";
  return compiled.test(sample) ? "matches" : "noMatch";
}

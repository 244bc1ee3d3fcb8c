// RE2 (re2js) as the compiler of the patterns a definition carries (the rules around it: regex-engine.ts). Importing
// this module installs it; safe-regex.ts does so at once, the capture app through load-regex-compiler.ts on demand.
import { RE2JS } from "re2js";
import { installRegexCompiler, type RegexCompiler, type SafeRegex } from "./regex-engine";

// JavaScript flags and what they mean for a yes/no test on RE2: u is RE2's default (it always reads Unicode code
// points), g, y and d change only where a match starts or what exec reports, which a test never uses. v is refused
// before this (regex-engine.ts): its set notation ([\p{L}--[a-z]]) would silently mean something else.
const FLAG_BITS: Record<string, number> = {
  i: RE2JS.CASE_INSENSITIVE,
  m: RE2JS.MULTILINE,
  s: RE2JS.DOTALL,
  u: 0,
  g: 0,
  y: 0,
  d: 0,
};

/** One of our own patterns on RE2 (never charged to a budget); throws when it does not compile, at load. */
export function builtinRegex(source: string, flags = 0): SafeRegex {
  const re = RE2JS.compile(source, flags);
  return { source, flags: "", test: (text) => re.test(text) };
}

export const re2Compiler: RegexCompiler = {
  user(source, flags) {
    let bits = 0;
    for (const flag of flags) bits |= FLAG_BITS[flag];
    return RE2JS.compile(RE2JS.translateRegExp(source), bits);
  },
  builtin: (source, caseInsensitive) => builtinRegex(source, caseInsensitive ? RE2JS.CASE_INSENSITIVE : 0),
};

installRegexCompiler(re2Compiler);

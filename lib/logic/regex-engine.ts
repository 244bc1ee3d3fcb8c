// Every regular expression that comes from a definition (question patterns, "/re/flags" strings in logic, $regex)
// runs on RE2 (re2js): its time grows linearly with the text, never exponentially, and it runs the same on the
// server, in the studio's preview and in the capture app. Linear is not free, so a pattern's size is capped and so is
// the matching one validation may do (a budget of text length × program size). This module holds those rules without
// RE2 itself: RE2 is installed by re2-compiler.ts, which safe-regex.ts (the server's, the SDK's and the preview's
// import) loads at once, and the capture app only for a form that carries a pattern of its own (docs/architecture.md
// "Capture mode").
import { excerpt } from "./excerpt";

/** The longest pattern a definition may carry, in characters. */
export const MAX_PATTERN_LENGTH = 500;
/** The largest compiled pattern, in RE2 instructions: matching costs up to (text length × this) steps. */
export const MAX_PROGRAM_SIZE = 1000;
/** Matching one validation may do, in characters tested × program size (about 0.15 s in the worst case). */
export const REGEX_BUDGET = 1_000_000;
/**
 * Logic one validation may evaluate, in conditions × the size of the answers they test (compile.ts, logicUnits): sift
 * tests each condition on a field against every item of its answer, and an `$all` each of its values, so a definition
 * of hundreds of long `$all` lists against a long list answer cost seconds. About 0.1 s in the worst case.
 */
export const LOGIC_BUDGET = 500_000;

export type SafeRegex = { readonly source: string; readonly flags: string; test(text: string): boolean };

/** The flags a user pattern may carry (v is refused apart); re2-compiler.ts says what each means on RE2. */
const ALLOWED_FLAGS = new Set(["i", "m", "s", "u", "g", "y", "d"]);

/** A compiled RE2 program: its size in instructions, a yes/no test, and a reset that frees its DFA's cache. */
export type CompiledProgram = { programSize(): number; test(text: string): boolean; reset(): void };
/**
 * RE2 behind two doors: `user` compiles a checked pattern and flags of a definition (throws an Error with RE2's
 * reason when RE2 refuses it); `builtin` one of our own patterns, written in RE2's syntax.
 */
export type RegexCompiler = {
  user(source: string, flags: string): CompiledProgram;
  builtin(source: string, caseInsensitive: boolean): { test(text: string): boolean };
};

let compiler: RegexCompiler | null = null;

/** Installs RE2 as the compiler of user patterns (re2-compiler.ts does it when it loads). */
export function installRegexCompiler(next: RegexCompiler): void {
  compiler = next;
}

/** Whether user patterns can be compiled here (RE2 is loaded). */
export const hasRegexCompiler = (): boolean => compiler !== null;

/** RE2 when it is loaded, else null (the built-in patterns then run on their JavaScript twins: value-patterns.ts). */
export const installedRegexCompiler = (): RegexCompiler | null => compiler;

/** A user pattern met before RE2 was loaded: a page that loads RE2 on demand forgot to await it. */
export class RegexCompilerMissing extends Error {
  constructor() {
    super("RE2 is not loaded: await loadRegexCompiler() (lib/logic/load-regex-compiler.ts) before using patterns.");
    this.name = "RegexCompilerMissing";
  }
}

export class RegexBudgetExceeded extends Error {
  constructor() {
    super(
      `The answers need more pattern matching than one registration ` +
        `may cost (${REGEX_BUDGET} characters × pattern size). Send shorter ` +
        `answers.`,
    );
    this.name = "RegexBudgetExceeded";
  }
}

/**
 * The logic budget spent (LOGIC_BUDGET): a RegexBudgetExceeded, so that every place that ends a validation on one ends
 * it on this too.
 */
export class LogicBudgetExceeded extends RegexBudgetExceeded {
  constructor() {
    super();
    this.message =
      `The answers need more logic evaluation than one registration may cost (${LOGIC_BUDGET} conditions × ` +
      `answer items): the event's displayed and required logic tests these answers too often. Send fewer items in ` +
      `list answers, or simplify the event's logic.`;
    this.name = "LogicBudgetExceeded";
  }
}

// The budget of the validation in progress (validation is synchronous, so one slot is enough); null outside one.
let budget: { left: number; logicLeft: number } | null = null;

/**
 * Runs `work` with a fresh matching budget and a fresh logic budget; a user pattern that would overspend the first
 * throws RegexBudgetExceeded, logic that would overspend the second LogicBudgetExceeded (chargeLogic).
 */
export function withRegexBudget<T>(work: () => T): T {
  const outer = budget;
  budget = { left: REGEX_BUDGET, logicLeft: LOGIC_BUDGET };
  try {
    return work();
  } finally {
    budget = outer;
  }
}

function charge(units: number): void {
  if (!budget) return;
  budget.left -= units;
  if (budget.left < 0) throw new RegexBudgetExceeded();
}

/**
 * The validation in progress (withRegexBudget), as an object that stands for it, or null outside one: then logic is
 * not sized at all.
 */
export const logicBudgetScope = (): object | null => budget;

/** Spends `units` of the logic budget of the validation in progress; throws LogicBudgetExceeded past it. */
export function chargeLogic(units: number): void {
  if (!budget) return;
  budget.logicLeft -= units;
  if (budget.logicLeft < 0) throw new LogicBudgetExceeded();
}

// Compiling costs far more than matching, and every registration would compile its event's patterns again.
const cache = new Map<string, SafeRegex | string>();
export const CACHE_ENTRIES = 500;

/** A user-supplied pattern on RE2, or why it cannot be used (a sentence fragment: "does not compile: …"). */
export function compileUserRegex(source: string, flags = ""): SafeRegex | string {
  if (source.length > MAX_PATTERN_LENGTH) return `is longer than ${MAX_PATTERN_LENGTH} characters`;
  for (const flag of flags) {
    if (flag === "v") return "uses the flag v, which is not supported (use u, or no flag)";
    if (!ALLOWED_FLAGS.has(flag) || flags.indexOf(flag) !== flags.lastIndexOf(flag))
      return `has invalid flags ${JSON.stringify(excerpt(flags))} (allowed: i, m, s, u, g, y, d, each once)`;
  }
  if (!compiler) throw new RegexCompilerMissing();
  // Checked flags hold no "/", so no other pair of flags and source can share this key.
  const key = `${flags}/${source}`;
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const result = compile(compiler, source, flags);
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, result);
  return result;
}

/**
 * Why `source` may not be used (a sentence fragment such as "does not compile"), or null when it may. Needs RE2
 * loaded (regex-safety.ts loads it with this; a page that loads RE2 on demand awaits loadRegexCompiler first).
 */
export function regexProblem(source: string, flags?: string): string | null {
  const compiled = compileUserRegex(source, flags);
  return typeof compiled === "string" ? compiled : null;
}

function compile(re2: RegexCompiler, source: string, flags: string): SafeRegex | string {
  const construct = constructProblem(source);
  if (construct) return construct;
  let re: CompiledProgram;
  try {
    re = re2.user(source, flags);
  } catch (error) {
    // re2js throws Errors (RE2JSException) whose message is "error parsing regexp: " and the reason; the fallbacks
    // for anything else (no Error, or no reason) are never reached.
    const detail = error instanceof Error ? error.message.replace("error parsing regexp: ", "") : "";
    return `does not compile${detail ? `: ${detail.slice(0, 120)}` : ""}`;
  }
  const size = re.programSize();
  if (size > MAX_PROGRAM_SIZE)
    return (
      `is too complex (${size} RE2 instructions; at most ${MAX_PROGRAM_SIZE}); ` +
      `use fewer or smaller counted repeats`
    );
  return {
    source,
    flags,
    test(text) {
      charge((text.length + 1) * size);
      const matched = re.test(text);
      // RE2's DFA may cache up to 8 MB of states per pattern, and hundreds of patterns stay compiled here.
      re.reset();
      return matched;
    },
  };
}

/**
 * A backreference or lookaround in `source`, named, since RE2's own complaint would not say why (and re2js would even
 * accept \k<name>).
 */
function constructProblem(source: string): string | null {
  let inClass = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i];
    if (char === "\\") {
      const next = source[i + 1] ?? "";
      if (!inClass && (/[1-9]/.test(next) || (next === "k" && source[i + 2] === "<")))
        return "uses a backreference (like \\1), which is not supported";
      i++;
    } else if (inClass) {
      if (char === "]") inClass = false;
    } else if (char === "[") {
      inClass = true;
    } else if (
      char === "(" &&
      source[i + 1] === "?" &&
      (source[i + 2] === "=" ||
        source[i + 2] === "!" ||
        (source[i + 2] === "<" && (source[i + 3] === "=" || source[i + 3] === "!")))
    ) {
      return "uses a lookahead or lookbehind ((?=…), (?!…), (?<=…), (?<!…)), which is not supported";
    }
  }
  return null;
}

// The mutants StrykerJS must not count because no test can tell them from the original (equivalent mutants), kept
// here rather than as comments in the product code. Each entry names the code a mutant changes (`node`, the exact
// source of the mutated node) inside the statement or expression that makes it unique in its module (`within`,
// an enclosing node's exact source), and why the mutant changes nothing anyone can observe. Whitespace and trailing
// commas do not count, so a reformat keeps an entry valid; a change of the code itself does not, and
// scripts/mutation-equivalents.test.ts fails until the entry is updated or removed. StrykerJS reports these
// mutants as ignored, with the reason (the "disabled (equivalent)" column of the summary table, docs/testing.md).
//
// An ignorer ignores every mutant inside the node it names, so `node` is always the smallest node carrying the one
// mutant meant (`mutator`, for the reader): a string literal, an array, `storage?.getItem` rather than the call.

/** @typedef {{ file: string, mutator: string, node: string, within: string, reason: string }} Equivalent */

/** @type {Equivalent[]} */
export const EQUIVALENTS = [
  {
    file: "lib/logic/regex-engine.ts",
    mutator: "CallExpression",
    node: "re.reset();",
    within: "re.reset();",
    reason: "freeing the machines changes no answer, only memory",
  },
  {
    file: "lib/logic/regex-engine.ts",
    mutator: "StringLiteral",
    node: '""',
    within: 'const next = source[i + 1] ?? "";',
    reason: 'past the end, any text that is neither a digit nor "k" does',
  },
  {
    file: "lib/logic/dependencies.ts",
    mutator: "ArrayDeclaration",
    node: "[]",
    within: "references: []",
    reason: "the loop below replaces every entry's references",
  },
  {
    file: "lib/logic/dependencies.ts",
    mutator: "ArrayDeclaration",
    node: "[]",
    within: "const path: number[] = [];",
    reason: "a circle is read from its step's last visit on the path, after whatever the path held before",
  },
  {
    file: "lib/logic/analyse-without-re2.ts",
    mutator: "ArrowFunction",
    node: "() => null",
    within: "const noRegexCheck: RegexCheck = () => null;",
    reason: "undefined is no reason either (checkRegex reports a truthy one only)",
  },
  {
    file: "lib/logic/analyse-without-re2.ts",
    mutator: "StringLiteral",
    node: '""',
    within: 'analyseExpressionWith(expression, "", noRegexCheck)',
    reason: "the path only places problems, and these are dropped",
  },
  {
    file: "lib/logic/compile.ts",
    mutator: "ObjectLiteral",
    node: "{ displayed: {}, required: {} }",
    within: "formOperations({ displayed: {}, required: {} })",
    reason: "compiling never reads the state (only testing an answer does), and compileProblem never tests one",
  },
  {
    file: "lib/editor-store/provider.tsx",
    mutator: "ArrayDeclaration",
    node: "[store, background, known]",
    within: "useEffect(() => scheduleChecks(store, background, known), [store, background, known])",
    reason:
      "the store, the background check and the saved form's known issues are made once per Provider (useState), " +
      "so no dependency ever changes",
  },
  {
    file: "lib/editor-store/create-store.ts",
    mutator: "StringLiteral",
    node: '"event:name"',
    within: 'commit(events.eventRenamed(get().doc, name), {}, "event:name")',
    reason: 'any text other than the questions\' fields ("q0:label") does, and "" is no other field\'s',
  },
  {
    file: "lib/editor-store/draft.ts",
    mutator: "OptionalChaining",
    node: "storage?.getItem",
    within: "const raw = storage?.getItem(key);",
    reason: "without storage, getItem throws in the try, whose catch answers null too",
  },
  {
    file: "lib/editor-store/draft.ts",
    mutator: "OptionalChaining",
    node: "storage?.removeItem",
    within: "storage?.removeItem(draftKey(scope));",
    reason: "without storage, removeItem throws in the try, whose catch does nothing too",
  },
  {
    file: "lib/editor-store/draft.ts",
    mutator: "OptionalChaining",
    node: "key?.startsWith",
    within: "if (key?.startsWith(prefix)) keys.push(key);",
    reason: "below length, a Storage's key() is never null",
  },
  {
    file: "lib/editor-store/draft.ts",
    mutator: "OptionalChaining",
    node: "storage?.removeItem",
    within: "storage?.removeItem(key);",
    reason: "there are keys only when there is storage",
  },
  {
    file: "lib/editor-store/new-question.ts",
    mutator: "ObjectLiteral",
    node: "{ type }",
    within: "const id = idFromLabel(label, takenIds, { type });",
    reason:
      "the type matters for reserved ids, and no default label gives another " +
      'id by it ("E-mail" gives email, and email2 once taken, either way)',
  },
];

/** Source text as compared: without whitespace, and without a comma before a closing bracket. */
export const normalise = (source) => source.replace(/\s+/g, "").replace(/,([)\]}])/g, "$1");

/**
 * The reason to ignore the mutants of one node, or undefined: `file` is the module's path (any prefix before the
 * repository's own path is allowed), `source` the node's source, `ancestors` its enclosing nodes' sources, innermost
 * first (read lazily: most nodes match no entry by their own source already).
 * @param {string} file
 * @param {string} source
 * @param {() => Iterable<string>} ancestors
 * @returns {string | undefined}
 */
export function equivalentReason(file, source, ancestors) {
  const name = file.replaceAll("\\", "/");
  const own = normalise(source);
  const entries = EQUIVALENTS.filter(
    (entry) => (name === entry.file || name.endsWith(`/${entry.file}`)) && normalise(entry.node) === own,
  );
  if (entries.length === 0) return undefined;
  for (const ancestor of ancestors()) {
    const found = entries.find((entry) => normalise(entry.within) === normalise(ancestor));
    if (found) return `equivalent (${found.mutator}) — ${found.reason}`;
  }
  return undefined;
}

/** A StrykerJS ignorer (its plugin API: `shouldIgnore(path)` with Babel's NodePath) over EQUIVALENTS. */
class EquivalentMutants {
  shouldIgnore(path) {
    const file = path.hub?.file?.opts?.filename;
    if (!file) return undefined;
    return equivalentReason(file, path.getSource(), function* () {
      yield path.getSource();
      for (let parent = path.parentPath; parent; parent = parent.parentPath) yield parent.getSource();
    });
  }
}

/** The plugin as StrykerJS loads it (`declareClassPlugin(PluginKind.Ignore, …)` builds exactly this object). */
export const strykerPlugins = [{ kind: "Ignore", name: "equivalent-mutants", injectableClass: EquivalentMutants }];

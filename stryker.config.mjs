// Mutation testing of the unit tests, on demand only: `npm run test:mutation [module…]` (scripts/mutation.mjs
// runs this with a Node ≥ 22, which StrykerJS needs). See docs/testing.md.
import { PLAN } from "./scripts/mutation-plan.mjs";

/** The modules of the plan (scripts/mutation-plan.mjs); scripts/mutation.mjs always names what to mutate. */
const MODULES = PLAN.flatMap((group) =>
  group.modules.map((entry) => (/\.tsx?$/.test(entry) ? entry : `${entry}/**/!(*.test).{ts,tsx}`)),
);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
const config = {
  testRunner: "vitest",
  // The equivalent mutants, each with its reason, are named in scripts/mutation-equivalents.mjs, not in the code.
  plugins: ["@stryker-mutator/vitest-runner", "./scripts/mutation-equivalents.mjs"],
  ignorers: ["equivalent-mutants"],
  // Only the test files that import the mutated module run (Vitest's `related`), never the HTTP tests.
  vitest: { configFile: "vitest.mutation.config.mts", related: true },
  // Each mutant runs only the tests that reached it in the first, instrumented run.
  coverageAnalysis: "perTest",
  mutate: MODULES,
  reporters: ["clear-text", "progress", "html", "json"],
  htmlReporter: { fileName: "reports/mutation/mutation.html" },
  jsonReporter: { fileName: "reports/mutation/mutation.json" },
  // A mutant's time limit is 1.5 × the time its tests took unmutated + 2 s: a mutant that loops for ever (a
  // `<` turned into `<=` in a while loop) is given up after seconds, not after Stryker's default of 5 s more.
  timeoutMS: 2000,
  timeoutFactor: 1.5,
  // The machine is shared: one test process unless asked for more (`npm run test:mutation -- --concurrency 2`).
  concurrency: 1,
  tempDirName: ".stryker-tmp",
  ignorePatterns: [".next", ".data", "e2e", "test-results", "playwright-report", "reports", "public/monaco"],
  thresholds: { high: 90, low: 80, break: null },
};

export default config;

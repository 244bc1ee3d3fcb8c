// The unit tests as mutation testing runs them (`npm run test:mutation`): the same tests beside the code, without
// the HTTP tests under tests/ and so without their global setup (a PostgreSQL cluster started for every run).
import { defineConfig } from "vitest/config";
import base from "./vitest.config.mjs";

const tests = process.env.MUTATION_TESTS ? process.env.MUTATION_TESTS.split(",") : [];

export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: [],
    // MUTATION_TESTS (comma-separated paths or globs) narrows the tests to those beside the mutated module: every
    // test file that reaches a mutant is loaded again for it, and a module used everywhere (validateValues) is
    // reached from a dozen files. Fewer tests can only lower the score.
    // An entry starting with "!" leaves those tests out (the plan's @logic group: the differential test).
    include:
      tests.length > 0
        ? tests.filter((entry) => !entry.startsWith("!"))
        : ["app/**/*.test.ts", "components/**/*.test.ts", "lib/**/*.test.ts", "scripts/**/*.test.ts"],
    exclude: [
      ...(base.test?.exclude ?? []),
      ...tests.filter((entry) => entry.startsWith("!")).map((entry) => entry.slice(1)),
    ],
    // Property tests that reach every mutant of a large module read these to run fewer cases (each mutant runs
    // them): 30 runs instead of 300, and the differential test of lib/logic against MongoDB's semantics on 80 random
    // forms instead of 800 (6 s per mutant otherwise).
    env: { MUTATION_PROPERTY_RUNS: "30", LOGIC_DIFF_FORMS: "80" },
  },
});

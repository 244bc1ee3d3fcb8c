// The unit tests as mutation testing runs them (`npm run test:mutation`): the same tests beside the code, without
// the HTTP tests under tests/ and so without their global setup (a PostgreSQL cluster started for every run).
import { defineConfig, mergeConfig } from "vitest/config";
import base from "./vitest.config.mjs";

export default mergeConfig(
  { ...base, test: { ...base.test, globalSetup: [] } },
  defineConfig({
    test: {
      include: ["app/**/*.test.ts", "components/**/*.test.ts", "lib/**/*.test.ts", "scripts/**/*.test.ts"],
    },
  }),
);

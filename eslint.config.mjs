import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  // server.js and the validation worker's entry are CommonJS entry points that `node` runs directly.
  { files: ["server.js", "lib/api/work/worker-entry.js"], rules: { "@typescript-eslint/no-require-imports": "off" } },
  globalIgnores([".next/**", ".bench/**", "dist/**", "public/**", "node_modules/**", ".data/**", "next-env.d.ts", "test-results/**", "playwright-report/**", "lib/db/migrations/**", ".stryker-tmp/**", "reports/**"]),
]);

import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import boundaries from "eslint-plugin-boundaries";

// The layers of docs/architecture.md "Layers", as element types. Paths are from the repository's root; the first
// pattern a file matches names its layer. Imports are resolved (the `@/` alias and relative paths alike) by the
// resolvers eslint-config-next sets up, so a rule holds however the import is written.
const LAYERS = [
  { type: "lib-logic", pattern: "lib/logic/**", partialMatch: false },
  { type: "lib-api", pattern: "lib/api/**", partialMatch: false },
  { type: "lib-db", pattern: "lib/db/**", partialMatch: false },
  { type: "lib-studio", pattern: ["lib/studio/**", "lib/auth/**"], partialMatch: false },
  { type: "lib", pattern: "lib/**", partialMatch: false },
  { type: "ui", pattern: "components/ui/**", partialMatch: false },
  // Every other folder of components/ is a feature's, and so is a file directly under it.
  { type: "feature", pattern: "components/**", partialMatch: false },
  { type: "app", pattern: "app/**", partialMatch: false },
];
// lib/logic's tests and their generators may use anything.
const FILES = [
  { category: "logic-test", pattern: ["lib/logic/**/*.test.ts", "lib/logic/testing/**"], partialMatch: false },
];
const LIB = ["lib", "lib-api", "lib-db", "lib-studio", "lib-logic"];
const STUDIO_UI = ["app", "feature", "ui"];
const LAYERS_DOC = 'docs/architecture.md "Layers"';

const layerRules = {
  files: ["**/*.{js,jsx,mjs,ts,tsx,mts,cts}"],
  plugins: { boundaries },
  settings: { "boundaries/elements": LAYERS, "boundaries/files": FILES },
  rules: {
    "boundaries/dependencies": [
      "error",
      {
        default: "allow",
        // Packages, Node's built-ins and files outside these layers too, for lib/logic's allow-list.
        checkAllOrigins: true,
        checkUnknownLocals: true,
        // Later policies win over earlier ones.
        policies: [
          {
            from: { element: { type: "lib-logic" } },
            disallow: {
              to: [
                { element: { type: "!lib-logic" } },
                { element: { isUnknown: true } },
                { module: { origin: ["external", "core"] } },
              ],
            },
            message: `lib/logic runs in the browser too: it imports only itself, sift and re2js (${LAYERS_DOC}).`,
          },
          {
            from: { element: { type: "lib-logic" } },
            allow: { to: { module: { origin: "external", source: ["sift", "re2js"] } } },
          },
          {
            from: { file: { categories: "logic-test" } },
            allow: { to: { module: { origin: ["local", "external", "core"] } } },
          },
          {
            from: { element: { type: LIB } },
            disallow: { to: { element: { type: STUDIO_UI } } },
            message: `lib/ is below the studio: it never imports components/ or app/ (${LAYERS_DOC}).`,
          },
          {
            from: { element: { type: ["feature", "ui"] } },
            disallow: { to: { element: { type: "app" } } },
            message: `Components receive server actions as props: nothing in components/ imports app/ (${LAYERS_DOC}).`,
          },
          {
            from: { element: { type: "ui" } },
            disallow: { to: { element: { type: "feature" } } },
            message: `components/ui holds primitives: it imports no feature's components (${LAYERS_DOC}).`,
          },
          {
            from: { element: { type: STUDIO_UI } },
            disallow: { to: { element: { type: ["lib-api", "lib-db"] } } },
            message: `The studio's pages and components never import lib/api or lib/db (${LAYERS_DOC}).`,
          },
          {
            from: { element: { type: "lib-studio" } },
            disallow: { to: { element: { type: "lib-api" } } },
            message: `lib/studio and lib/auth call the API through the SDK: they never import lib/api (${LAYERS_DOC}).`,
          },
        ],
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  layerRules,
  // server.js and the validation worker's entry are CommonJS entry points that `node` runs directly.
  {
    files: ["server.js", "lib/api/validation-pool/worker-entry.js"],
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
  globalIgnores([
    ".next/**",
    ".bench/**",
    "dist/**",
    "public/**",
    "node_modules/**",
    ".data/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "lib/db/migrations/**",
    ".stryker-tmp/**",
    "reports/**",
  ]),
]);

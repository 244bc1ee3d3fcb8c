// The scenario limits the browser restates (lib/studio/schemas/scenarios.ts holds them for the server; the panel's
// fields use these so the bundle stays free of zod). scenario-limits.test.ts holds the two equal.
export const SCENARIO_NAME_MAX = 120;

import { expect, it } from "vitest";
import { SCENARIO_NAME_MAX as SERVER } from "@/lib/studio/schemas/scenarios";
import { SCENARIO_NAME_MAX } from "./scenario-limits";

it("restates the server's longest scenario name", () => {
  expect(SCENARIO_NAME_MAX).toBe(SERVER);
});

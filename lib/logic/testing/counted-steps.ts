// steps.ts for tests that count the work evaluation does: compileSteps' compute functions are wrapped to log each
// step they evaluate ("id.raw", "id.displayed", "id.required") and then call the real one, as before. Used as
// `vi.mock("./steps", async (importOriginal) => countedSteps(await importOriginal(), evaluated))`.
import type * as Steps from "../steps";

const KINDS = ["raw", "displayed", "required"];

export function countedSteps(original: typeof Steps, evaluated: string[]): typeof Steps {
  return {
    ...original,
    compileSteps: (...args: Parameters<typeof original.compileSteps>) => {
      const steps = original.compileSteps(...args);
      const compute = steps.compute.map((step, index) => (answers: Record<string, unknown>) => {
        evaluated.push(`${steps.graph.ids[(index / 3) | 0]}.${KINDS[index % 3]}`);
        return step(answers);
      });
      return { ...steps, compute };
    },
  };
}

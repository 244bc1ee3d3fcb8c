// The differential test of docs/api.md "Logic expressions and MongoDB": random forms of every type × random answers,
// lib/logic (on sift) against an
// independent reading of MongoDB's query semantics (testing/mongo-reference.ts, on mingo) plus the description's
// $displayed / $required rules. Expressions either side refuses are dropped; on the rest they must agree exactly,
// and no expression MongoDB refuses may pass our validation. Answers are what clients send for each type and
// careless variants of it (null, other types, lists of scalars), never lists of lists or objects (docs/api.md).
import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { validateDefinition } from "../questions/validate-definition";
import { compileForm } from "./evaluate";
import { MongoRejects, referenceEvaluator, toMongoQuery } from "./testing/mongo-reference";
import { randomAnswers, randomLogicForm } from "./testing/arbitrary-queries";

// Seeded so a failure can be replayed (LOGIC_DIFF_SEED=…); fast-check names the seed and path when it fails.
const SEED = Number(process.env.LOGIC_DIFF_SEED ?? 2323);
const FORMS = Number(process.env.LOGIC_DIFF_FORMS ?? 800);
const ANSWERS_PER_FORM = 26;

type Question = Record<string, unknown> & { id: string; type: string };
const ATTRIBUTES = ["displayed", "required"] as const;

/** Why MongoDB refuses the expression, or null. */
function mongoRefusal(expression: unknown): string | null {
  try {
    toMongoQuery(expression);
    return null;
  } catch (error) {
    if (error instanceof MongoRejects) return error.message;
    throw error;
  }
}

/** The form with every expression our validation refuses taken out (they stay out of the comparison). */
function acceptedByUs(questions: Question[]): Question[] {
  const form = questions.map((question) => ({ ...question }));
  const refused = new Set(
    validateDefinition(form)
      .map((issue) => /^questions\[(\d+)\]\.(displayed|required)/.exec(issue.path))
      .filter((match) => match !== null)
      .map((match) => `${match[1]}.${match[2]}`),
  );
  form.forEach((question, index) => {
    for (const attribute of ATTRIBUTES) if (refused.has(`${index}.${attribute}`)) delete question[attribute];
  });
  return form;
}

describe("lib/logic against MongoDB's query semantics", () => {
  it(`agrees on ${FORMS * ANSWERS_PER_FORM} random (definition, answers) pairs`, () => {
    let pairs = 0;
    let expressions = 0;
    let refusedByBoth = 0;
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const generated = randomLogicForm(g);
        const ours = acceptedByUs(generated);
        // Nothing MongoDB refuses may pass our validation.
        for (const question of ours) {
          for (const attribute of ATTRIBUTES) {
            if (typeof question[attribute] !== "object") continue;
            expressions++;
            const refusal = mongoRefusal(question[attribute]);
            if (refusal)
              throw new Error(
                `We accept what MongoDB refuses (${refusal}): ${question.id}.${attribute} ` +
                  `= ${JSON.stringify(question[attribute])}`,
              );
          }
        }
        refusedByBoth += generated.filter((question, index) =>
          ATTRIBUTES.some((attribute) => question[attribute] !== ours[index][attribute]),
        ).length;
        const form = compileForm(ours);
        const reference = referenceEvaluator(ours);
        for (let i = 0; i < ANSWERS_PER_FORM; i++) {
          const answers = randomAnswers(g, ours);
          const expected = reference(answers);
          const actual = form.evaluate(answers);
          if (JSON.stringify(actual) !== JSON.stringify(expected)) {
            const differences = ATTRIBUTES.flatMap((attribute) =>
              ours
                .filter((question) => actual[attribute][question.id] !== expected[attribute][question.id])
                .map(
                  (question) =>
                    `${attribute} of ${question.id}: ours ${actual[attribute][question.id]}, ` +
                    `MongoDB ${expected[attribute][question.id]}`,
                ),
            );
            throw new Error(
              `${differences.join("; ")}\nanswers: ${JSON.stringify(answers)}\nform: ${JSON.stringify(ours)}`,
            );
          }
          pairs++;
        }
      }),
      { seed: SEED, numRuns: FORMS },
    );
    // Every pair was compared: 20,800 with the default 800 forms (mutation testing sets LOGIC_DIFF_FORMS to 80).
    expect(pairs).toBe(FORMS * ANSWERS_PER_FORM);
    // The generator's corners must not all be refused: most expressions survive to be compared.
    expect(expressions).toBeGreaterThan(refusedByBoth);
  });
});

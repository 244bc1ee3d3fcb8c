import { describe, expect, expectTypeOf, it } from "vitest";
import { QUESTION_TYPES, type Question as SchemaQuestion, type QuestionType as SchemaQuestionType } from "../questions";
import type { Question, QuestionType } from "./question-types";

/** True when every A is a B. */
type Extends<A, B> = [A] extends [B] ? true : false;
/** Per question type: a schema question of that type is an SDK question of that type, and the other way round. */
type BothWays = {
  [T in QuestionType]: [
    Extends<Extract<SchemaQuestion, { type: T }>, Extract<Question, { type: T }>>,
    Extends<Extract<Question, { type: T }>, Extract<SchemaQuestion, { type: T }>>,
  ];
};

// Type-level: `npm run typecheck` fails when the SDK's plain types and the zod schemas drift apart.
describe("the SDK's question types", () => {
  it("accept every question the schemas accept, and the other way round, type by type", () => {
    expectTypeOf<BothWays>().toEqualTypeOf<{ [T in QuestionType]: [true, true] }>();
    expectTypeOf<Extends<SchemaQuestion, Question>>().toEqualTypeOf<true>();
    expectTypeOf<Extends<Question, SchemaQuestion>>().toEqualTypeOf<true>();
    expectTypeOf<QuestionType>().toEqualTypeOf<SchemaQuestionType>();
  });

  it("name every question type of the schemas", () => {
    const types: Record<QuestionType, true> = Object.fromEntries(QUESTION_TYPES.map((type) => [type, true])) as Record<
      QuestionType,
      true
    >;
    expect(Object.keys(types).sort()).toEqual([...QUESTION_TYPES].sort());
  });
});

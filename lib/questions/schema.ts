// Question definitions of the description's question section, as zod schemas. Lenient where the description
// shows lenient forms (`multiSelect: "true"`, `maxRating: "5"` or 5); unknown properties are kept as sent.
// Written with zod/mini, zod's tree-shakable form of the same library (one core, the same parsing and issues): the
// editor's check worker carries only what these schemas use (docs/benchmarks.md "Goals"). Schemas of the classic
// form compose them (json-schema.ts, the API's).
import { z } from "zod/mini";
import en from "zod/v4/locales/en.js";
import { ERROR_MESSAGE_KEYS, type ErrorMessageKey } from "./constants";

// zod/mini loads no messages of its own; these are the ones classic zod installs (the same words in every realm).
z.config(en());

export {
  ERROR_MESSAGE_KEYS,
  NO_REQUIRED,
  NO_VALUE,
  QUESTION_TYPES,
  RESERVED_IDS,
  toInteger,
  truthy,
  type ErrorMessageKey,
  type QuestionType,
} from "./constants";

export const booleanishSchema = z.union([z.boolean(), z.enum(["true", "false"])], { error: "expected true or false" });
export const integerishSchema = z.union(
  [z.number().check(z.int()), z.string().check(z.regex(/^-?\d+$/, "expected a whole number"))],
  { error: "expected a whole number" },
);
export const logicExpressionSchema = z.record(z.string(), z.unknown());
export const requiredSchema = z.union([z.boolean(), logicExpressionSchema]);
export const displayedSchema = z.union([z.boolean(), z.literal("required"), logicExpressionSchema]);
export const patternSchema = z.union([z.string(), z.object({ pattern: z.string(), flags: z.optional(z.string()) })]);
export const errorMessagesSchema = z.strictObject(
  Object.fromEntries(ERROR_MESSAGE_KEYS.map((key) => [key, z.optional(z.string())])) as Record<
    ErrorMessageKey,
    z.ZodMiniOptional<z.ZodMiniString>
  >,
);

const common = {
  id: z.string(),
  label: z.string(),
  displayed: z.optional(displayedSchema),
  required: z.optional(requiredSchema),
  successMessage: z.optional(z.string()),
  warningMessage: z.optional(z.string()),
  errorMessages: z.optional(errorMessagesSchema),
};
const textual = { initialVal: z.optional(z.string()), placeholder: z.optional(z.string()) };
const lengths = { minLength: z.optional(integerishSchema), maxLength: z.optional(integerishSchema) };

export type SelectOption = {
  value?: string;
  label: string;
  initialVal?: boolean | "true" | "false";
  options?: SelectOption[];
};
export const selectOptionSchema: z.ZodMiniType<SelectOption> = z.looseObject({
  value: z.optional(z.string()),
  label: z.string(),
  initialVal: z.optional(booleanishSchema),
  get options() {
    return z.optional(z.array(selectOptionSchema));
  },
});
export const choiceOptionSchema = z.looseObject({
  id: z.optional(z.string()),
  label: z.string(),
  initialVal: z.optional(booleanishSchema),
});

export const textQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("text"),
  subtype: z.optional(z.enum(["normal", "short", "multiline"])),
  ...textual,
  ...lengths,
  pattern: z.optional(patternSchema),
  autoCapitalize: z.optional(z.enum(["characters", "words", "on", "off"])),
  autoCorrect: z.optional(z.enum(["on", "off"])),
});
export const emailQuestionSchema = z.looseObject({ ...common, type: z.literal("email"), ...textual });
export const dateQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("date"),
  subtype: z.optional(z.enum(["date", "datetime", "time", "week", "month"])),
  ...textual,
  minVal: z.optional(z.string()),
  maxVal: z.optional(z.string()),
});
export const selectQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("select"),
  initialVal: z.optional(z.string()),
  options: z.array(selectOptionSchema),
  multiSelect: z.optional(booleanishSchema),
  addEmpty: z.optional(booleanishSchema),
  ...lengths,
});
export const checkboxQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("checkbox"),
  initialVal: z.optional(booleanishSchema),
});
export const checkboxGroupQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("checkboxGroup"),
  options: z.array(choiceOptionSchema),
  ...lengths,
});
export const radioQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("radio"),
  initialVal: z.optional(z.string()),
  options: z.array(z.omit(choiceOptionSchema, { initialVal: true })),
});
export const labelQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("label"),
  subtype: z.optional(z.enum(["normal", "header"])),
});
export const numberQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("number"),
  subtype: z.optional(z.enum(["normal", "short", "multiline"])),
  initialVal: z.optional(integerishSchema),
  minVal: z.optional(integerishSchema),
  maxVal: z.optional(integerishSchema),
  step: z.optional(integerishSchema),
  placeholder: z.optional(z.string()),
});
export const telQuestionSchema = z.looseObject({ ...common, type: z.literal("tel"), ...textual });
export const urlQuestionSchema = z.looseObject({ ...common, type: z.literal("url"), ...textual });
export const socialQuestionSchema = z.looseObject({ ...common, type: z.literal("social"), ...textual });
export const ratingQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("rating"),
  maxRating: z.optional(z.union([z.literal(5), z.literal(10), z.literal("5"), z.literal("10")])),
  minLabel: z.optional(z.string()),
  maxLabel: z.optional(z.string()),
});
export const dividerQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("divider"),
  label: z.optional(z.string()),
});
export const noteQuestionSchema = z.looseObject({ ...common, type: z.literal("note") });

export const questionSchema = z.discriminatedUnion("type", [
  textQuestionSchema,
  emailQuestionSchema,
  dateQuestionSchema,
  selectQuestionSchema,
  checkboxQuestionSchema,
  checkboxGroupQuestionSchema,
  radioQuestionSchema,
  labelQuestionSchema,
  numberQuestionSchema,
  telQuestionSchema,
  urlQuestionSchema,
  socialQuestionSchema,
  ratingQuestionSchema,
  dividerQuestionSchema,
  noteQuestionSchema,
]);
export type Question = z.infer<typeof questionSchema>;
export type LogicExpression = Record<string, unknown>;

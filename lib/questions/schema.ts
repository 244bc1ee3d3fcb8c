// Question definitions of the description's question section, as zod schemas. Lenient where the description
// shows lenient forms (`multiSelect: "true"`, `maxRating: "5"` or 5); unknown properties are kept as sent.
import { z } from "zod";
import { ERROR_MESSAGE_KEYS, type ErrorMessageKey } from "./constants";

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
export const integerishSchema = z.union([z.number().int(), z.string().regex(/^-?\d+$/, "expected a whole number")], {
  error: "expected a whole number",
});
export const logicExpressionSchema = z.record(z.string(), z.unknown());
export const requiredSchema = z.union([z.boolean(), logicExpressionSchema]);
export const displayedSchema = z.union([z.boolean(), z.literal("required"), logicExpressionSchema]);
export const patternSchema = z.union([z.string(), z.object({ pattern: z.string(), flags: z.string().optional() })]);
export const errorMessagesSchema = z.strictObject(
  Object.fromEntries(ERROR_MESSAGE_KEYS.map((key) => [key, z.string().optional()])) as Record<
    ErrorMessageKey,
    z.ZodOptional<z.ZodString>
  >,
);

const common = {
  id: z.string(),
  label: z.string(),
  displayed: displayedSchema.optional(),
  required: requiredSchema.optional(),
  successMessage: z.string().optional(),
  warningMessage: z.string().optional(),
  errorMessages: errorMessagesSchema.optional(),
};
const textual = { initialVal: z.string().optional(), placeholder: z.string().optional() };
const lengths = { minLength: integerishSchema.optional(), maxLength: integerishSchema.optional() };

export type SelectOption = {
  value?: string;
  label: string;
  initialVal?: boolean | "true" | "false";
  options?: SelectOption[];
};
export const selectOptionSchema: z.ZodType<SelectOption> = z.looseObject({
  value: z.string().optional(),
  label: z.string(),
  initialVal: booleanishSchema.optional(),
  get options() {
    return z.array(selectOptionSchema).optional();
  },
});
export const choiceOptionSchema = z.looseObject({
  id: z.string().optional(),
  label: z.string(),
  initialVal: booleanishSchema.optional(),
});

export const textQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("text"),
  subtype: z.enum(["normal", "short", "multiline"]).optional(),
  ...textual,
  ...lengths,
  pattern: patternSchema.optional(),
  autoCapitalize: z.enum(["characters", "words", "on", "off"]).optional(),
  autoCorrect: z.enum(["on", "off"]).optional(),
});
export const emailQuestionSchema = z.looseObject({ ...common, type: z.literal("email"), ...textual });
export const dateQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("date"),
  subtype: z.enum(["date", "datetime", "time", "week", "month"]).optional(),
  ...textual,
  minVal: z.string().optional(),
  maxVal: z.string().optional(),
});
export const selectQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("select"),
  initialVal: z.string().optional(),
  options: z.array(selectOptionSchema),
  multiSelect: booleanishSchema.optional(),
  addEmpty: booleanishSchema.optional(),
  ...lengths,
});
export const checkboxQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("checkbox"),
  initialVal: booleanishSchema.optional(),
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
  initialVal: z.string().optional(),
  options: z.array(choiceOptionSchema.omit({ initialVal: true })),
});
export const labelQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("label"),
  subtype: z.enum(["normal", "header"]).optional(),
});
export const numberQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("number"),
  subtype: z.enum(["normal", "short", "multiline"]).optional(),
  initialVal: integerishSchema.optional(),
  minVal: integerishSchema.optional(),
  maxVal: integerishSchema.optional(),
  step: integerishSchema.optional(),
  placeholder: z.string().optional(),
});
export const telQuestionSchema = z.looseObject({ ...common, type: z.literal("tel"), ...textual });
export const urlQuestionSchema = z.looseObject({ ...common, type: z.literal("url"), ...textual });
export const socialQuestionSchema = z.looseObject({ ...common, type: z.literal("social"), ...textual });
export const ratingQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("rating"),
  maxRating: z.union([z.literal(5), z.literal(10), z.literal("5"), z.literal("10")]).optional(),
  minLabel: z.string().optional(),
  maxLabel: z.string().optional(),
});
export const dividerQuestionSchema = z.looseObject({
  ...common,
  type: z.literal("divider"),
  label: z.string().optional(),
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

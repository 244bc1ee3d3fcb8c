// Per-type metadata for the builder's property panels: which properties a type has and its defaults.
import { QUESTION_TYPES, type QuestionType } from "./constants";

export type PropertyKind =
  "string" | "integer" | "boolean" | "enum" | "options" | "pattern" | "logic" | "errorMessages";
export type PropertyInfo = { name: string; kind: PropertyKind; values?: readonly string[]; default?: unknown };

const common: PropertyInfo[] = [
  { name: "displayed", kind: "logic", default: true },
  { name: "successMessage", kind: "string" },
  { name: "warningMessage", kind: "string" },
  { name: "errorMessages", kind: "errorMessages" },
];
const required: PropertyInfo = { name: "required", kind: "logic", default: false };
const placeholder: PropertyInfo = { name: "placeholder", kind: "string" };
const initialText: PropertyInfo = { name: "initialVal", kind: "string" };
const lengths: PropertyInfo[] = [
  { name: "minLength", kind: "integer" },
  { name: "maxLength", kind: "integer" },
];

export type TypeInfo = {
  type: QuestionType;
  title: string;
  hasLabel: boolean;
  collectsValue: boolean;
  properties: PropertyInfo[];
};

export const QUESTION_TYPE_INFO: Record<QuestionType, TypeInfo> = {
  text: {
    type: "text",
    title: "Text",
    hasLabel: true,
    collectsValue: true,
    properties: [
      { name: "subtype", kind: "enum", values: ["normal", "short", "multiline"], default: "normal" },
      initialText,
      ...lengths,
      placeholder,
      { name: "pattern", kind: "pattern" },
      { name: "autoCapitalize", kind: "enum", values: ["characters", "words", "on", "off"] },
      { name: "autoCorrect", kind: "enum", values: ["on", "off"] },
      required,
      ...common,
    ],
  },
  email: {
    type: "email",
    title: "E-mail",
    hasLabel: true,
    collectsValue: true,
    properties: [initialText, placeholder, required, ...common],
  },
  date: {
    type: "date",
    title: "Date",
    hasLabel: true,
    collectsValue: true,
    properties: [
      { name: "subtype", kind: "enum", values: ["date", "datetime", "time", "week", "month"], default: "date" },
      initialText,
      { name: "minVal", kind: "string" },
      { name: "maxVal", kind: "string" },
      placeholder,
      required,
      ...common,
    ],
  },
  select: {
    type: "select",
    title: "Drop-down",
    hasLabel: true,
    collectsValue: true,
    properties: [
      { name: "options", kind: "options" },
      initialText,
      { name: "multiSelect", kind: "boolean", default: false },
      { name: "addEmpty", kind: "boolean", default: false },
      ...lengths,
      required,
      ...common,
    ],
  },
  checkbox: {
    type: "checkbox",
    title: "Checkbox",
    hasLabel: true,
    collectsValue: true,
    properties: [{ name: "initialVal", kind: "boolean", default: false }, required, ...common],
  },
  checkboxGroup: {
    type: "checkboxGroup",
    title: "Checkbox group",
    hasLabel: true,
    collectsValue: true,
    properties: [{ name: "options", kind: "options" }, ...lengths, required, ...common],
  },
  radio: {
    type: "radio",
    title: "Radio buttons",
    hasLabel: true,
    collectsValue: true,
    properties: [{ name: "options", kind: "options" }, initialText, required, ...common],
  },
  label: {
    type: "label",
    title: "Text label",
    hasLabel: true,
    collectsValue: false,
    properties: [{ name: "subtype", kind: "enum", values: ["normal", "header"], default: "normal" }, ...common],
  },
  number: {
    type: "number",
    title: "Number",
    hasLabel: true,
    collectsValue: true,
    properties: [
      { name: "subtype", kind: "enum", values: ["normal", "short", "multiline"], default: "normal" },
      { name: "initialVal", kind: "integer" },
      { name: "minVal", kind: "integer" },
      { name: "maxVal", kind: "integer" },
      { name: "step", kind: "integer" },
      placeholder,
      required,
      ...common,
    ],
  },
  tel: {
    type: "tel",
    title: "Phone",
    hasLabel: true,
    collectsValue: true,
    properties: [initialText, placeholder, required, ...common],
  },
  url: {
    type: "url",
    title: "Web address",
    hasLabel: true,
    collectsValue: true,
    properties: [initialText, placeholder, required, ...common],
  },
  social: {
    type: "social",
    title: "Social handle",
    hasLabel: true,
    collectsValue: true,
    properties: [initialText, placeholder, required, ...common],
  },
  rating: {
    type: "rating",
    title: "Rating",
    hasLabel: true,
    collectsValue: true,
    properties: [
      { name: "maxRating", kind: "enum", values: ["5", "10"], default: "5" },
      { name: "minLabel", kind: "string" },
      { name: "maxLabel", kind: "string" },
      required,
      ...common,
    ],
  },
  divider: { type: "divider", title: "Divider", hasLabel: false, collectsValue: false, properties: [...common] },
  note: { type: "note", title: "Note", hasLabel: true, collectsValue: false, properties: [...common] },
};

// In the description's order, so the builder's palette lists types the way the spec does.
export const questionTypes: readonly TypeInfo[] = QUESTION_TYPES.map((type) => QUESTION_TYPE_INFO[type]);

// The bench's forms as SurveyJS survey JSON, for the side-by-side with SurveyJS Creator (scripts/bench/neutral.ts):
// the same questions, in the same order, with the same names, titles, options and logic, each as the SurveyJS
// question a form author would pick for it.
import type { Question } from "../../../lib/questions";

export type SurveyElement = {
  type: string;
  name: string;
  title: string;
  inputType?: string;
  choices?: string[];
  renderAs?: string;
  visibleIf?: string;
};
export type SurveyJson = { pages: { name: string; elements: SurveyElement[] }[] };

/** Our question type → the SurveyJS question (and input type) that asks the same. */
const SURVEY_TYPES: Record<string, Pick<SurveyElement, "type" | "inputType" | "renderAs">> = {
  text: { type: "text" },
  email: { type: "text", inputType: "email" },
  number: { type: "text", inputType: "number" },
  date: { type: "text", inputType: "date" },
  tel: { type: "text", inputType: "tel" },
  select: { type: "dropdown" },
  radio: { type: "radiogroup" },
  checkboxGroup: { type: "checkbox" },
  rating: { type: "rating" },
  // One tick box: a boolean shown as a checkbox.
  checkbox: { type: "boolean", renderAs: "checkbox" },
};

/**
 * A `displayed` condition as a SurveyJS expression. Only the shape the bench's forms use is known
 * (`{ "<id>": { "$exists": true } }`, answered): anything else throws rather than compare two different forms.
 */
export function visibleIfOf(displayed: unknown): string {
  const entries = typeof displayed === "object" && displayed !== null ? Object.entries(displayed) : [];
  const [id, test] = entries[0] ?? [];
  if (
    entries.length !== 1 ||
    !/^[A-Za-z_][\w-]*$/.test(id ?? "") ||
    JSON.stringify(test) !== JSON.stringify({ $exists: true })
  )
    throw new Error(`The neutral bench cannot translate this condition: ${JSON.stringify(displayed)}`);
  return `{${id}} notempty`;
}

/** The questions as one page of a SurveyJS survey. */
export function surveyJsonOf(questions: readonly Question[]): SurveyJson {
  const elements = questions.map((question) => {
    const { id, type, label, options, displayed } = question as unknown as {
      id: string;
      type: string;
      label: string;
      options?: { label: string }[];
      displayed?: unknown;
    };
    const surveyType = SURVEY_TYPES[type];
    if (!surveyType) throw new Error(`The neutral bench has no SurveyJS question for the type ${type}`);
    const element: SurveyElement = { ...surveyType, name: id, title: label };
    if (options) element.choices = options.map((option) => option.label);
    if (displayed !== undefined && displayed !== true) element.visibleIf = visibleIfOf(displayed);
    return element;
  });
  return { pages: [{ name: "page1", elements }] };
}

// A new question as the palette adds it: a label people would actually use at a stand, an id derived from that
// label, and just enough of the type's properties to be valid on its own (docs/studio.md "Add questions").
import type { Question } from "../questions";
import type { QuestionType } from "../questions/constants";
import { idFromLabel } from "../questions/ids";

/** The label a question of each type starts with; an organiser edits it rather than replacing "Untitled". */
export const DEFAULT_LABELS: Record<QuestionType, string> = {
  text: "Company",
  email: "E-mail",
  date: "Follow-up date",
  select: "How did you hear about us?",
  checkbox: "I agree to be contacted",
  checkboxGroup: "Which topics interest you?",
  radio: "Company size",
  label: "About you",
  number: "Team size",
  tel: "Phone number",
  url: "Website",
  social: "Social media handle",
  rating: "How would you rate our stand?",
  divider: "Divider",
  note: "Thanks for stopping by!",
};

// What each type needs beyond id, type and label; choice types start with options worth keeping.
const STARTING_PROPERTIES: Partial<Record<QuestionType, Record<string, unknown>>> = {
  select: { options: [{ label: "Website" }, { label: "Social media" }, { label: "A colleague" }] },
  checkboxGroup: { options: [{ label: "Product demo" }, { label: "Pricing" }, { label: "Partnership" }] },
  radio: { options: [{ label: "1–10" }, { label: "11–100" }, { label: "More than 100" }] },
  rating: { maxRating: "5", minLabel: "Poor", maxLabel: "Excellent" },
};

/** A question of `type` that passes validateDefinition on its own, with an id not in `takenIds`. */
export function newQuestion(type: QuestionType, takenIds: Iterable<string>): Question {
  const label = DEFAULT_LABELS[type];
  const id = idFromLabel(label, takenIds, { type });
  const extra = structuredClone(STARTING_PROPERTIES[type] ?? {});
  // A divider has no text; its id still comes from the word "Divider".
  const question = type === "divider" ? { id, type, ...extra } : { id, type, label, ...extra };
  return question as Question;
}

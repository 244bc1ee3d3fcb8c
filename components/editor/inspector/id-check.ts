// The id field: live checks before a rename is attempted, the reserved ids and what they mean, and the words
// that say what a rename rewrote.
import { ID_PATTERN, RESERVED_IDS, type QuestionType } from "@/lib/questions/constants";
import { reservedIdFor, type RenameChange } from "@/lib/questions/ids";

export type ReservedId = (typeof RESERVED_IDS)[number];

/** What each reserved id means (the description's reserved question ids). */
export const RESERVED_MEANINGS: Record<ReservedId, string> = {
  fullName:
    "The attendee's name, shown in the app; exports split it into first and " +
    "last names, and it must hold two names. Check-in events need it.",
  email: "The attendee's e-mail address, used when the event sends e-mail. Check-in events need it.",
  mobile: "The attendee's mobile number, used when the event sends text messages.",
  emailMe: "Whether to send the attendee an instant e-mail.",
};

// The type each reserved id fits, as reservedIdFor reads labels.
const RESERVED_TYPES: Record<ReservedId, QuestionType> = {
  fullName: "text",
  email: "email",
  mobile: "tel",
  emailMe: "checkbox",
};

export const isReservedId = (id: string): id is ReservedId => (RESERVED_IDS as readonly string[]).includes(id);

/** Why `candidate` cannot be this question's id, or null when it can. */
/** The ids of the form's other questions: a Set, or a lookup into the store (the inspector's, read when asked). */
export type TakenIds = { has(id: string): boolean };

export function idProblem(candidate: string, takenIds: TakenIds): string | null {
  if (candidate === "") return "An id is needed: letters and digits, such as companyName.";
  if (!ID_PATTERN.test(candidate))
    return (
      `'${candidate}' cannot be an id: use letters and digits only, ` +
      `starting with a lower-case letter (e.g. jobTitle).`
    );
  if (takenIds.has(candidate)) return `Another question already has the id '${candidate}'.`;
  return null;
}

/**
 * The reserved id worth offering for this question: only when both its type and its label say that is what it asks
 * (reservedIdFor), no other question has it and this one does not already. A "Company" text question is offered
 * nothing.
 */
export function reservedOffer(type: QuestionType, label: string, id: string, takenIds: TakenIds): ReservedId | null {
  const fitting = RESERVED_IDS.find((reserved) => RESERVED_TYPES[reserved] === type);
  if (!fitting || fitting === id || takenIds.has(fitting) || reservedIdFor(label, type) !== fitting) return null;
  return fitting;
}

/** "Updated the logic of 2 questions: 'a' (shown), 'b' (required)." — or null when only the id changed. */
export function describeRename(changes: readonly RenameChange[]): string | null {
  const logic = changes.filter((change) => change.attribute !== "id");
  if (logic.length === 0) return null;
  const byQuestion = new Map<string, string[]>();
  for (const change of logic)
    byQuestion.set(change.questionId, [
      ...(byQuestion.get(change.questionId) ?? []),
      change.attribute === "displayed" ? "shown" : "required",
    ]);
  const parts = [...byQuestion].map(([questionId, attributes]) => `'${questionId}' (${attributes.join(", ")})`);
  return `Updated the logic of ${byQuestion.size} question${byQuestion.size === 1 ? "" : "s"}: ${parts.join(", ")}.`;
}

// What deleting questions would break: the remaining questions whose displayed/required logic refers to them
// (docs/studio.md "Reorder, duplicate and delete": it says which ones and what will break before it happens).
// References only (no regex engine): the editor loads this eagerly.
import { expressionReferences } from "@/lib/logic/analyse-without-re2";
import type { EditorDocument } from "./document";

export type BrokenReference = {
  questionId: string;
  label: string;
  attribute: "displayed" | "required";
  refersTo: string[];
};

export function deletionImpact(doc: EditorDocument, keys: readonly string[]): BrokenReference[] {
  const deleting = new Set(keys);
  // A key of no question adds undefined, which no reference equals.
  const deletedIds = new Set<string | undefined>(keys.map((key) => doc.questions.get(key)?.id));
  const broken: BrokenReference[] = [];
  doc.order.forEach((key) => {
    if (deleting.has(key)) return;
    const question = doc.questions.get(key)!;
    for (const attribute of ["displayed", "required"] as const) {
      // true, false, "required" and an absent attribute refer to nothing.
      const refersTo = [...expressionReferences(question[attribute]).references].filter((id) => deletedIds.has(id));
      if (refersTo.length) broken.push({ questionId: question.id, label: question.label ?? "", attribute, refersTo });
    }
  });
  return broken;
}

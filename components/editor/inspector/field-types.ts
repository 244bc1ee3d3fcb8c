// What every property control receives from the inspector.
import type { PropertyInfo, QuestionType } from "@/lib/questions";
import type { FieldIssue } from "./issue-paths";

/** Set one property (undefined removes it); `field` names the input typed in, so the store can merge keystrokes. */
export type SetProperty = (name: string, value: unknown, field?: string) => void;

export type ControlProps = {
  /** The DOM id of the control; its label, hint and errors hang off it. */
  id: string;
  type: QuestionType;
  property: PropertyInfo;
  label: string;
  hint?: string;
  value: unknown;
  issues: readonly FieldIssue[];
  onSet: SetProperty;
};

export const issueMessages = (issues: readonly FieldIssue[]) => issues.map((issue) => issue.message);

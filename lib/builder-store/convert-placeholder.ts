// Stand-in for convert.ts (inspector branch) until it is merged: keeps only id, label and the logic, which every
// type has. Same signature as the contract's convertQuestion.
import type { Question, QuestionType } from "@/lib/questions";

export function convertQuestion(question: Question, to: QuestionType): { question: Question; dropped: string[] } {
  const kept = ["id", "label", "displayed", "required"];
  const dropped = Object.keys(question).filter((key) => key !== "type" && !kept.includes(key));
  const next: Record<string, unknown> = { type: to };
  for (const key of kept) if (key in question) next[key] = (question as Record<string, unknown>)[key];
  return { question: next as Question, dropped };
}

// A version in words for the History panel (docs/studio.md "History"): how it was made, and the summary of what
// changed between two definitions with conditions as the editor's sentences.
import { summariseChanges, type DefinitionLike } from "@/lib/questions/change-summary";
import type { EventVersion } from "@/lib/sdk";

const HOW_WORDS: Record<EventVersion["how"], string> = {
  api: "through the API",
  editor: "saved in the editor",
  import: "imported as JSON",
  restore: "restored",
  earlier: "as it was when the history began",
};

export function howWords(version: Pick<EventVersion, "how" | "restoredFrom">): string {
  if (version.how === "restore" && version.restoredFrom) return `Restored from version ${version.restoredFrom}`;
  const words = HOW_WORDS[version.how] ?? version.how;
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What changed from `before` to `after`, one sentence each, conditions in the editor's words. */
export function changeSentences(before: DefinitionLike, after: DefinitionLike): string[] {
  return summariseChanges(before, after).map((change) => change.text);
}

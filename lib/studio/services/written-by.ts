// The headers that make a studio write the person's version (docs/decisions.md §10.4; the API reads them from the
// studio's own client only, lib/api/version-author.ts): who, and how — the editor, a JSON import or a restore
// (of a whole version: with its logic scenarios).
import type { RequestOptions } from "../../sdk";

export type StudioWriteHow = "editor" | "import" | "restore";

export function writtenBy(
  person: { id: number },
  how: StudioWriteHow = "editor",
  restoredFrom?: number,
  restoreScenarios = false,
): RequestOptions {
  const headers: Record<string, string> = { "Studio-Person": String(person.id), "Studio-How": how };
  if (how === "restore" && restoredFrom) headers["Studio-Restored-From"] = String(restoredFrom);
  // A whole version restored: the API puts back the logic scenarios it carried, in the write's transaction.
  if (how === "restore" && restoredFrom && restoreScenarios) headers["Studio-Restore-Scenarios"] = "yes";
  return { headers };
}

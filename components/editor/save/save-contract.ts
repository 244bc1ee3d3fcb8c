// What the editor page's server actions take and answer (app/(studio)/events/[eventId]/actions.ts): the builder
// receives them as props, so it never imports server code.
import type { Question } from "@/lib/questions";
import type { EventType } from "@/lib/editor-store/document";
import type { ActionResult } from "@/lib/studio/access/action-errors";
import type { Scenario } from "@/lib/questions/scenarios";

export type { ActionResult };

export type SavedForm = { name: string; type: EventType; questions: Question[] };
export type SaveRequest = {
  eventId: number;
  form: SavedForm;
  /** Last-Modified (HTTP-date) the edit started from. */ basedOn: string | null;
  /** The failing scenarios the person confirmed the save despite (docs/studio.md "Scenarios"). */
  confirmedScenarios?: string[];
} & SaveOrigin;
/** Where a saved change came from, for its version (docs/studio.md "History"); the editor's own when absent. */
export type SaveOrigin = {
  how?: "editor" | "import" | "restore";
  restoredFrom?: number;
  /** A whole version restored: the scenarios it carried come back with it. */
  restoreScenarios?: boolean;
};
export type SaveOutcome =
  | {
      status: "saved";
      lastModified: string;
      /** After a whole restore: the event's scenarios now, and what the restore says (docs/studio.md "History"). */
      scenarios?: Scenario[];
      notice?: string;
    }
  | { status: "conflict"; theirs: SavedForm; lastModified: string };
export type SaveEventAction = (input: SaveRequest) => Promise<ActionResult<SaveOutcome>>;
export type CreateEventAction = (input: SavedForm) => Promise<ActionResult<{ id: number }>>;

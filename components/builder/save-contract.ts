// What the editor page's server actions take and answer (app/(studio)/events/[eventId]/actions.ts): the builder
// receives them as props, so it never imports server code.
import type { Question } from "@/lib/questions";
import type { EventType } from "@/lib/builder-store/document";

export type SavedForm = { name: string; type: EventType; questions: Question[] };
export type SaveRequest = { eventId: number; form: SavedForm; /** Last-Modified (HTTP-date) the edit started from. */ basedOn: string | null };
export type SaveOutcome = { status: "saved"; lastModified: string } | { status: "conflict"; theirs: SavedForm; lastModified: string };
export type ActionOutcome<T> = { ok: true; data: T } | { ok: false; error: { code: string; message: string; details?: unknown } };
export type SaveEventAction = (input: SaveRequest) => Promise<ActionOutcome<SaveOutcome>>;
export type CreateEventAction = (input: SavedForm) => Promise<ActionOutcome<{ id: number }>>;

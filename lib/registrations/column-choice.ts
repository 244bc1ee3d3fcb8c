// Which columns of an event's registrations table a person hides, remembered in this browser per event
// (localStorage). The hidden ones are stored rather than the shown ones, so that a question added to the form later
// shows until it is hidden too. Pure: the Columns menu and its tests share it.

/** The localStorage key of one event's choice. */
export const columnChoiceKey = (eventId: number) => `capture-studio.registration-columns.${eventId}`;

/** The hidden column keys stored in `raw`; anything else (no choice yet, text another version wrote) hides nothing. */
export function readHidden(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? [...new Set(value.filter((key): key is string => typeof key === "string"))] : [];
  } catch {
    return [];
  }
}

/** The hidden keys once `key` is shown (`shown`) or hidden. */
export function withColumn(hidden: readonly string[], key: string, shown: boolean): string[] {
  const rest = hidden.filter((item) => item !== key);
  return shown ? rest : [...rest, key];
}

type ChoiceColumn = { key: string; header: string };

/**
 * The columns the table can show and the Columns menu offers: the questions', then the capture columns (Captured,
 * Device, Staff, Form version) once a registration the page loaded was sent by a capture device, so an event no
 * device sent to keeps the table it had (docs/studio.md "See the registrations").
 */
export function offeredColumns<Q extends ChoiceColumn, C extends ChoiceColumn>(
  questions: readonly Q[],
  capture: readonly C[],
  captured: boolean,
): (Q | C)[] {
  return captured ? [...questions, ...capture] : [...questions];
}

/** The offered columns this browser does not hide, in their order. */
export function shownColumns<T extends ChoiceColumn>(columns: readonly T[], hidden: ReadonlySet<string>): T[] {
  return columns.filter((column) => !hidden.has(column.key));
}

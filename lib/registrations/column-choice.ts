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

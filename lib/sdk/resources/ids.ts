// Ids become path segments, so an id must name exactly one model: "." and ".." are dot segments that URL
// resolution removes (`DELETE .../registrations/..` would become `DELETE /api/events/1/`), and percent-encoding
// does not help because URL parsers also treat %2e as a dot. Checked before anything is sent.

function shown(id: unknown): string {
  if (typeof id === "string") return JSON.stringify(id);
  if (typeof id === "number" || typeof id === "bigint") return String(id);
  return id === null ? "null" : typeof id;
}

/** Throws a TypeError unless `id` is an event id: a positive safe integer. */
export function checkEventId(id: unknown): void {
  if (typeof id !== "number" || !Number.isSafeInteger(id) || id < 1) {
    throw new TypeError(`An event id is a positive whole number; got ${shown(id)}. Nothing was sent.`);
  }
}

/** Throws a TypeError unless `id` can be a registration id: a non-empty string other than "." and "..". */
export function checkRegistrationId(id: unknown): void {
  if (typeof id !== "string" || id === "" || id === "." || id === "..") {
    throw new TypeError(
      `A registration id is a non-empty string other than "." and ".."; got ${shown(id)}. Nothing was sent.`,
    );
  }
}

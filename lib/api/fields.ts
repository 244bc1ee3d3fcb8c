// `fields=a,b` (docs/decisions.md §4): keep those top-level attributes and always `id`; unknown names are ignored.
import { ApiError } from "./errors";

/** The requested field names, null when the parameter is absent; an empty list is refused. */
export function parseFields(params: URLSearchParams): Set<string> | null {
  const raw = params.getAll("fields");
  if (!raw.length) return null;
  const names = raw
    .flatMap((value) => value.split(","))
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.length) {
    throw new ApiError(
      "invalidQueryParameterValue",
      "The fields parameter is empty. Name at least one attribute, e.g. fields=name,type, or leave it out.",
      {
        details: { parameter: "fields" },
      },
    );
  }
  return new Set(names);
}

export function pickFields<T extends { id: unknown }>(model: T, fields: Set<string> | null): Partial<T> {
  if (!fields) return model;
  const picked: Record<string, unknown> = { id: model.id };
  for (const [key, value] of Object.entries(model)) if (fields.has(key)) picked[key] = value;
  return picked as Partial<T>;
}

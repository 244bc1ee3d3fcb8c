// A date question's stored values (lib/questions DATE_FORMATS) and the values of the browser's native pickers.
import { DATE_FORMATS, isValidDateValue } from "@/lib/questions/date-formats";

export type DateSubtype = keyof typeof DATE_FORMATS;

const INPUT_TYPES: Record<DateSubtype, "date" | "datetime-local" | "time" | "week" | "month"> = {
  date: "date",
  datetime: "datetime-local",
  time: "time",
  week: "week",
  month: "month",
};

export const nativeInputType = (subtype: DateSubtype) => INPUT_TYPES[subtype];

export function dateSubtypeOf(subtype: unknown): DateSubtype {
  return typeof subtype === "string" && subtype in DATE_FORMATS ? (subtype as DateSubtype) : "date";
}

/** The picker's value for a stored value; null when the stored value is not in the subtype's format. */
export function toNativeValue(subtype: DateSubtype, stored: string): string | null {
  // Stored times carry seconds, which pickers with step=1 accept as they are.
  return isValidDateValue(subtype, stored) ? stored : null;
}

/**
 * The stored value for a picker's value ("" = cleared, undefined). Pickers leave out ":00" seconds, which the
 * stored formats require.
 */
export function fromNativeValue(subtype: DateSubtype, native: string): string | undefined {
  if (native === "") return undefined;
  let stored = native;
  if ((subtype === "time" && /^\d{2}:\d{2}$/.test(native)) || (subtype === "datetime" && /T\d{2}:\d{2}$/.test(native)))
    stored = `${native}:00`;
  // Chrome reports fractions of a second when the step allows them; the stored format has whole seconds.
  stored = stored.replace(/(:\d{2})\.\d+$/, "$1");
  return stored;
}

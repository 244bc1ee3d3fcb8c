// What the narrow layout's Add tab says after a type is added there: the canvas is on another tab, so without it
// nothing on screen changes (docs/studio.md "The editor on a tablet").

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd, 101st, 111th. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  const suffix = ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th";
  return `${n}${suffix}`;
}

/** "Added ‘Text’ — 12th question": the type's title and the new question's place in the form (1-based). */
export const addedWords = (title: string, position: number) => `Added ‘${title}’ — ${ordinal(position)} question`;

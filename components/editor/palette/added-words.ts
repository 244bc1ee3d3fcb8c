// What the narrow layout's Add tab says after a type is added there: the canvas is on another tab, so without it
// nothing on screen changes (docs/studio.md "The editor on a tablet").
import { ordinal } from "@/lib/questions/ordinal";

/** "Added ‘Text’ — 12th question": the type's title and the new question's place in the form (1-based). */
export const addedWords = (title: string, position: number) => `Added ‘${title}’ — ${ordinal(position)} question`;

// Characters in labels and ids that a person cannot see or that turn the text around (docs/studio.md "Odd text and
// Unicode"): zero-width
// and other invisible format characters, direction overrides and isolates, and piles of combining marks. The API
// takes them; the studio contains them on screen (bidi isolation, clipping) and warns, without blocking the save.
// Found by the scheduled check (issues-check.ts), in its worker: at 5,000 questions the scan took ~20 ms of the
// main thread after every check.
export type TextWarning = { path: string; questionIndex: number; message: string };

type QuestionLike = { id?: unknown; label?: unknown; options?: unknown };

const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
// Format characters (Cf) other than the direction marks: zero-width spaces and joiners, the BOM, invisible operators.
const INVISIBLE = /(?![\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069])\p{Cf}/u;
/** More combining marks on one letter than any script needs: they pile up over and under the line. */
const MARK_PILE = /\p{M}{4,}/u;

const NAMES: Record<string, string> = {
  "\u200B": "zero-width space",
  "\u200C": "zero-width non-joiner",
  "\u200D": "zero-width joiner",
  "\u2060": "word joiner",
  "\uFEFF": "zero-width no-break space",
  "\u00AD": "soft hyphen",
  "\u200E": "left-to-right mark",
  "\u200F": "right-to-left mark",
  "\u061C": "Arabic letter mark",
  "\u202A": "left-to-right embedding",
  "\u202B": "right-to-left embedding",
  "\u202C": "pop directional formatting",
  "\u202D": "left-to-right override",
  "\u202E": "right-to-left override",
  "\u2066": "left-to-right isolate",
  "\u2067": "right-to-left isolate",
  "\u2068": "first strong isolate",
  "\u2069": "pop directional isolate",
};

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
const describe = (char: string) => `${codePoint(char)}${NAMES[char] ? ` ${NAMES[char]}` : ""}`;

/** Why a text is worth a warning, as the end of a sentence, or null. */
export function oddText(text: string): string | null {
  const direction = DIRECTION.exec(text);
  if (direction)
    return (
      `a character that changes the text's direction (${describe(direction[0])}): ` +
      `it can show the text reversed or out of order`
    );
  const invisible = INVISIBLE.exec(text);
  if (invisible) return `an invisible character (${describe(invisible[0])}): two texts that look the same can differ`;
  if (MARK_PILE.test(text)) return "a pile of combining marks on one letter: they spill over the lines around it";
  return null;
}

/** Warnings for the labels, option labels and ids of a form, in form order. */
export function textWarnings(questions: readonly QuestionLike[]): TextWarning[] {
  const warnings: TextWarning[] = [];
  questions.forEach((question, index) => {
    const check = (text: unknown, path: string, what: string) => {
      if (typeof text !== "string") return;
      const why = oddText(text);
      if (why)
        warnings.push({
          path: `questions[${index}]${path}`,
          questionIndex: index,
          message: `${what} contains ${why}.`,
        });
    };
    check(question.id, ".id", "The id");
    check(question.label, ".label", "The label");
    const options = (list: unknown, at: string) => {
      if (!Array.isArray(list)) return;
      list.forEach((option, position) => {
        if (typeof option !== "object" || option === null) return;
        const record = option as Record<string, unknown>;
        check(record.label, `${at}[${position}].label`, `Option ${position + 1}'s label`);
        options(record.options, `${at}[${position}].options`);
      });
    };
    options(question.options, ".options");
  });
  return warnings;
}

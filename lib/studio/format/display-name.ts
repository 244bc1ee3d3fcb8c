// The one rule for a person's display name, shared by every form that sets one (setup, invitations, the account
// page). A name is shown beside other people's words (Activity, Members), so it must not be able to change how
// the text around it reads: docs/security.md "Names and Activity".
import { z } from "zod";

export const DISPLAY_NAME_MAX = 100;

/**
 * Characters a name may not hold: controls, bidi embeddings/overrides/isolates and marks, other format characters
 * (zero-width spaces, word joiners, soft hyphens, tags), line and paragraph separators, private-use and unassigned
 * code points, and the blank letters that render as nothing (Hangul fillers, the braille blank).
 * U+200C and U+200D (ZWNJ, ZWJ) are the exception: names in Persian, Indic scripts and emoji need them, so they are
 * allowed between two visible characters only (`joinerMisplaced`).
 */
const INVISIBLE = /[\p{Cc}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|(?![\u200C\u200D])\p{Cf}/u;
const JOINER = /[\u200C\u200D]/u;
/** A joiner at either end, or beside a space or another joiner. */
const joinerMisplaced = (name: string) =>
  /^[\u200C\u200D]|[\u200C\u200D]$|[\s\u200C\u200D][\u200C\u200D]|[\u200C\u200D]\s/u.test(name);

const codePoint = (char: string) => `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;

/** What is wrong with a (trimmed) display name, in a sentence that says what to do; null when it is fine. */
export function displayNameProblem(name: string): string | null {
  if (name.length === 0) return "Enter your name.";
  if ([...name].length > DISPLAY_NAME_MAX) return `Use at most ${DISPLAY_NAME_MAX} characters for your name.`;
  const hidden = INVISIBLE.exec(name);
  if (hidden)
    return (
      `Your name contains an invisible or control character (${codePoint(hidden[0])}) ` +
      `that could change how the text around it reads. Type the name ` +
      `again without it.`
    );
  if (JOINER.test(name) && joinerMisplaced(name))
    return "Your name has a zero-width joiner at its start, end or beside a space. Type the name again without it.";
  if (/[<>]/.test(name)) return "Leave out < and >: the studio shows e-mail addresses between them beside names.";
  return null;
}

/** The display name as forms take it: trimmed, then held to `displayNameProblem`. */
export const displayNameSchema = z
  .string()
  .trim()
  .superRefine((name, context) => {
    const problem = displayNameProblem(name);
    if (problem) context.addIssue({ code: "custom", message: problem });
  });

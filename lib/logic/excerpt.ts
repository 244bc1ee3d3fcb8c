// Error messages quote what a client sent (labels, ids, values); a quote is kept short, so that an error can never
// be much larger than the problem it reports.

export const EXCERPT_LENGTH = 60;

/** `text` itself when short, else its first EXCERPT_LENGTH characters and "…". */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

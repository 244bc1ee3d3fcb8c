// Counting the records of a CSV stream as it arrives (for the export's progress): a line break ends a record only
// outside quotes, and a quote inside a quoted cell is doubled, so toggling on every quote keeps the state right
// across chunks.
export function createRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    push(text: string) {
      for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (char === 34) quoted = !quoted;
        else if (char === 10 && !quoted) records += 1;
      }
      return records;
    },
  };
}

/** The file name of a `Content-Disposition` (its UTF-8 `filename*` when present). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/i.exec(disposition ?? "");
  if (extended) {
    try {
      return decodeURIComponent(extended[1]);
    } catch {
      // Malformed: fall back to the plain name.
    }
  }
  return /filename="([^"]+)"/i.exec(disposition ?? "")?.[1] ?? fallback;
}

// Counting the records of a CSV stream as it arrives (for the export's progress and the count it ends with): a
// record ends at the CRLF the writer puts after it, outside quotes; a quote inside a quoted cell is doubled, so
// toggling on every quote keeps the state right across chunks. A lone CR or LF is never a record's end, so the count
// is of registrations, not of lines, even if a line break inside a cell were ever left unquoted.
export function createRecordCounter() {
  let quoted = false;
  /** The last character seen was a CR outside quotes (it may end a record with the next chunk's LF). */
  let afterCr = false;
  let records = 0;
  return {
    push(text: string) {
      for (let i = 0; i < text.length; i++) {
        const char = text.charCodeAt(i);
        if (char === 34) quoted = !quoted;
        else if (char === 10 && afterCr) records += 1;
        afterCr = char === 13 && !quoted;
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

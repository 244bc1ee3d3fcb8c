// The History panel's rows (docs/studio.md "History"): one person's consecutive saves within GROUP_MINUTES of each
// other are one row, expandable to its versions; nothing is folded away in storage, only in the list.
import type { EventVersion } from "@/lib/sdk";

/** How far apart two saves of one person may be and still share a row. */
export const GROUP_MINUTES = 10;

export type VersionRow = {
  /** The newest version of the row. */
  latest: EventVersion;
  /** Every version of the row, newest first (one for a row of its own). */
  versions: EventVersion[];
};

const at = (version: EventVersion) => Date.parse(version.created);
const sameAuthor = (a: EventVersion, b: EventVersion) =>
  a.author.kind === b.author.kind && a.author.name === b.author.name;

/**
 * Groups versions given newest first. A named version, a restore and an import always start a row of their own:
 * they are what people look for.
 */
export function groupVersions(versions: readonly EventVersion[], minutes = GROUP_MINUTES): VersionRow[] {
  const rows: VersionRow[] = [];
  const alone = (version: EventVersion) => Boolean(version.name) || version.how !== "editor";
  for (const version of versions) {
    const row = rows.at(-1);
    const last = row?.versions.at(-1);
    if (
      row &&
      last &&
      !alone(version) &&
      !alone(last) &&
      sameAuthor(last, version) &&
      at(last) - at(version) <= minutes * 60_000
    ) {
      row.versions.push(version);
    } else {
      rows.push({ latest: version, versions: [version] });
    }
  }
  return rows;
}

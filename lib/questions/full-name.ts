// The reserved id fullName: split into firstName, lastName and otherNames for spreadsheet output.

export type SplitName = { firstName: string; lastName: string; otherNames: string };

export function splitFullName(fullName: string): SplitName {
  // An empty name splits into one empty part, the first name "".
  const parts = String(fullName ?? "")
    .trim()
    .split(/\s+/);
  if (parts.length === 1) return { firstName: parts[0], lastName: "", otherNames: "" };
  return { firstName: parts[0], lastName: parts[parts.length - 1], otherNames: parts.slice(1, -1).join(" ") };
}

/** Validation of fullName: at least two names. */
export const hasTwoNames = (value: string) => splitFullName(value).lastName !== "";

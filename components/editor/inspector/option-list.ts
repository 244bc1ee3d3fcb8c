// Pure operations of the options editor (select, radio, checkboxGroup): stable row keys, moves, "paste many".
export type OptionLike = { label: string; value?: string; id?: string; initialVal?: unknown; options?: OptionLike[] };
/** The key an option's stored value is written under: `value` on a select, `id` on radio and checkboxGroup. */
export type StoredKey = "value" | "id";

export const storedKeyFor = (type: "select" | "radio" | "checkboxGroup"): StoredKey =>
  type === "select" ? "value" : "id";

/** What a response stores for this option: its value/id, else its label (the description's option tables). */
export function storedValue(option: OptionLike, key: StoredKey): string {
  const stored = option[key];
  return typeof stored === "string" ? stored : String(option.label ?? "");
}

export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function insertAt<T>(list: readonly T[], index: number, ...items: T[]): T[] {
  const next = [...list];
  next.splice(index, 0, ...items);
  return next;
}

export const removeAt = <T>(list: readonly T[], index: number): T[] => list.filter((_, at) => at !== index);
export const replaceAt = <T>(list: readonly T[], index: number, item: T): T[] =>
  list.map((current, at) => (at === index ? item : current));

/**
 * Row keys for `next`, reusing the key of the same option object in `previous` (an edit replaces one object, a
 * move or undo keeps the others), else the key at the same position, else a new one from `newKey`.
 */
export function reconcileKeys<T>(
  previous: readonly T[],
  previousKeys: readonly string[],
  next: readonly T[],
  newKey: () => string,
): string[] {
  const byObject = new Map<T, string>();
  previous.forEach((item, index) => byObject.set(item, previousKeys[index]));
  const used = new Set<string>();
  const claim = (key: string) => (used.add(key), key);
  const kept = next.map((item) => {
    const key = byObject.get(item);
    return key !== undefined && !used.has(key) ? claim(key) : undefined;
  });
  return kept.map((key, index) => {
    if (key !== undefined) return key;
    const positional = previousKeys[index];
    // An edited option replaces the object at its position, which is gone from `next`.
    if (positional !== undefined && !used.has(positional) && !next.includes(previous[index])) return claim(positional);
    let fresh = newKey();
    while (used.has(fresh)) fresh = newKey();
    return claim(fresh);
  });
}

/**
 * "Paste many": one option per line, trimmed, empty lines and duplicates (of each other and of the options
 * already there, by what they would store) skipped.
 */
export function parsePastedOptions(
  text: string,
  existing: readonly OptionLike[],
  key: StoredKey,
): { labels: string[]; skipped: string[] } {
  const taken = new Set(
    existing.flatMap(function stored(option): string[] {
      return Array.isArray(option.options) ? option.options.flatMap(stored) : [storedValue(option, key)];
    }),
  );
  const labels: string[] = [];
  const skipped: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const label = line.trim();
    if (!label) continue;
    if (taken.has(label)) skipped.push(label);
    else {
      taken.add(label);
      labels.push(label);
    }
  }
  return { labels, skipped };
}

/** An option with its label or stored value changed; an empty stored value is removed (the label is stored). */
export function withText(option: OptionLike, field: "label" | StoredKey, text: string): OptionLike {
  if (field === "label") return { ...option, label: text };
  const next = { ...option };
  if (text === "") delete next[field];
  else next[field] = text;
  return next;
}

/** A row nobody filled in: no label, no stored value, not a default, not a group. */
export function isBlankOption(option: OptionLike): boolean {
  return (
    String(option.label ?? "").trim() === "" &&
    option.value === undefined &&
    option.id === undefined &&
    option.initialVal === undefined &&
    !Array.isArray(option.options)
  );
}

/**
 * The options without rows left blank (a row nobody filled in is not an option), in groups too; a
 * group with no label whose rows were all blank goes as well. The same list when there was nothing to drop.
 */
export function withoutBlankOptions(options: readonly OptionLike[]): readonly OptionLike[] {
  let dropped = false;
  const kept = options.flatMap((option): OptionLike[] => {
    if (isBlankOption(option)) {
      dropped = true;
      return [];
    }
    if (!Array.isArray(option.options)) return [option];
    const inner = withoutBlankOptions(option.options);
    if (inner === option.options) return [option];
    dropped = true;
    return inner.length === 0 && String(option.label ?? "").trim() === "" ? [] : [{ ...option, options: [...inner] }];
  });
  return dropped ? kept : options;
}

/** The list with `labels` added at its end, in place of the blank rows it ends with (a fresh group's first row). */
export function appendOptions(list: readonly OptionLike[], labels: readonly string[]): OptionLike[] {
  let end = list.length;
  while (end > 0 && isBlankOption(list[end - 1])) end--;
  return [...list.slice(0, end), ...labels.map((label) => ({ label }))];
}

// The answers of the search for the version that broke a scenario, remembered (docs/studio.md "Scenarios"). An
// answer depends only on the event's saved versions and on what the scenario checks (its answers and expectations,
// not its name): versions are never rewritten and are numbered without a gap, so the newest version's number, read
// from the database at every ask, names the history the search walked. The key is (event, newest version, the
// scenario's content): a save by any process makes a new newest version, a rewrite of the scenario a new content,
// and either asks the search again, while repeated asks of an unchanged history walk nothing. What is remembered is
// per process (the search itself is deterministic, so processes can only agree) and bounded, oldest use first out.
import { createHash } from "node:crypto";
import type { Scenario } from "../../questions/scenarios";

/** How many answers a process remembers. */
export const BREAK_CACHE_SIZE = 1000;

export type BreakCache<T> = {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
  readonly size: number;
};

export function createBreakCache<T>(max = BREAK_CACHE_SIZE): BreakCache<T> {
  const entries = new Map<string, T>();
  return {
    get(key) {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Used again: the newest in the Map's order, so the least recently used goes first.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key, value) {
      entries.delete(key);
      entries.set(key, value);
      while (entries.size > max) entries.delete(entries.keys().next().value as string);
    },
    get size() {
      return entries.size;
    },
  };
}

/** JSON with each object's keys sorted: the database keeps a scenario's keys in its own order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value) ?? "null";
}

/** The key of a search: the event, its newest version's number and what the scenario checks. */
export function breakKey(eventId: number, newest: number, scenario: Scenario): string {
  const { values, expect, accepted } = scenario;
  const content = createHash("sha256")
    .update(stableJson({ values, expect, accepted: accepted ?? null }))
    .digest("hex");
  return `${eventId}:${newest}:${content}`;
}

/**
 * The remembered answer for (event, `newest`, scenario), or the search's, remembered under the newest version the
 * search itself saw (a save between reading `newest` and the search is then the key it is kept under). `read` is how
 * many versions this ask ran the scenario on: 0 when the answer was remembered.
 */
export async function rememberedBreak<T>(
  cache: BreakCache<T>,
  ask: { eventId: number; newest: number; scenario: Scenario },
  search: () => Promise<{ newest: number; answer: T; read: number }>,
): Promise<{ answer: T; read: number }> {
  const hit = cache.get(breakKey(ask.eventId, ask.newest, ask.scenario));
  if (hit !== undefined) return { answer: hit, read: 0 };
  const found = await search();
  cache.set(breakKey(ask.eventId, found.newest, ask.scenario), found.answer);
  return { answer: found.answer, read: found.read };
}

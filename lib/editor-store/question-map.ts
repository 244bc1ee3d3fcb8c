// The document's questions by key, shared in chunks between the documents of the history: a change copies the chunk
// of its key and the list of chunks, not the whole record. At 5,000 questions a copy of the record on each keystroke
// (`{ ...questions, [key]: question }`) was the first item of the keystroke's profile (docs/benchmarks.md "Where the
// editor's JavaScript and its 5,000-question keystroke go"). Immutable: every change returns a new map.
import type { Question } from "@/lib/questions";

/** How many chunks the keys are spread over (a power of two): an edit copies about size / CHUNKS entries. */
export const CHUNKS = 64;

type Chunk = ReadonlyMap<string, Question>;
const EMPTY: Chunk = new Map();

function chunkOf(key: string): number {
  let hash = 0;
  for (let index = 0; index < key.length; index++) hash = (hash * 31 + key.charCodeAt(index)) | 0;
  return hash & (CHUNKS - 1);
}

export class QuestionMap {
  private constructor(
    private readonly chunks: readonly Chunk[],
    /** How many questions the map holds. */
    readonly size: number,
  ) {}

  static readonly empty = new QuestionMap(
    Array.from({ length: CHUNKS }, () => EMPTY),
    0,
  );

  /** A map of `entries` (a later entry of the same key wins). */
  static of(entries: Iterable<readonly [string, Question]> | Readonly<Record<string, Question>>): QuestionMap {
    return QuestionMap.empty.withEntries(Symbol.iterator in entries ? entries : Object.entries(entries));
  }

  get(key: string): Question | undefined {
    return this.chunks[chunkOf(key)].get(key);
  }

  has(key: string): boolean {
    return this.chunks[chunkOf(key)].has(key);
  }

  /** Whether this map and `other` hold the same questions (the same objects) under every key but `key`. */
  sameExcept(other: QuestionMap, key: string): boolean {
    if (this.size !== other.size) return false;
    const at = chunkOf(key);
    for (let index = 0; index < CHUNKS; index++) {
      if (index !== at && this.chunks[index] !== other.chunks[index]) return false;
    }
    const mine = this.chunks[at];
    const theirs = other.chunks[at];
    if (mine === theirs) return true;
    if (mine.size !== theirs.size || mine.has(key) !== theirs.has(key)) return false;
    for (const [otherKey, question] of mine) if (otherKey !== key && theirs.get(otherKey) !== question) return false;
    return true;
  }

  /** The map with `key` set to `question`; this map when it holds that question already. */
  with(key: string, question: Question): QuestionMap {
    return this.withEntries([[key, question]]);
  }

  /** The map with each entry set, each chunk copied at most once; this map when nothing changes. */
  withEntries(entries: Iterable<readonly [string, Question]>): QuestionMap {
    let chunks: Chunk[] | null = null;
    const copied = new Set<number>();
    let size = this.size;
    for (const [key, question] of entries) {
      const at = chunkOf(key);
      const chunk = (chunks ?? this.chunks)[at];
      if (chunk.get(key) === question && chunk.has(key)) continue;
      chunks ??= [...this.chunks];
      if (!copied.has(at)) {
        copied.add(at);
        chunks[at] = new Map(chunk);
      }
      if (!chunk.has(key)) size++;
      (chunks[at] as Map<string, Question>).set(key, question);
    }
    return chunks ? new QuestionMap(chunks, size) : this;
  }

  /** The map without `keys`; this map when it holds none of them. */
  without(keys: Iterable<string>): QuestionMap {
    let chunks: Chunk[] | null = null;
    const copied = new Set<number>();
    let size = this.size;
    for (const key of keys) {
      const at = chunkOf(key);
      const chunk = (chunks ?? this.chunks)[at];
      if (!chunk.has(key)) continue;
      chunks ??= [...this.chunks];
      if (!copied.has(at)) {
        copied.add(at);
        chunks[at] = new Map(chunk);
      }
      (chunks[at] as Map<string, Question>).delete(key);
      size--;
    }
    return chunks ? new QuestionMap(chunks, size) : this;
  }

  /** Every key and question, in no particular order (the document's `order` says the form's). */
  *[Symbol.iterator](): IterableIterator<[string, Question]> {
    for (const chunk of this.chunks) yield* chunk;
  }

  /** A plain record of the questions: for what crosses to a worker (a structured clone keeps no class). */
  toRecord(): Record<string, Question> {
    const record: Record<string, Question> = {};
    for (const [key, question] of this) record[key] = question;
    return record;
  }
}

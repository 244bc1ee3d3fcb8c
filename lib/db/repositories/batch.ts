// One statement for many requests: what concurrent requests ask the database alike (a token with its first read) is
// asked in one round trip. On PostgreSQL each statement costs the server a write, a wake-up and a parse of the answer,
// and the database a backend's wake-up and an executor start, whatever the rows; sent together, the requests that
// arrived in one turn of the event loop share them (docs/benchmarks.md "Where a read's time goes on PostgreSQL").

/** At most this many requests' items go into one statement; more start another. */
export const MAX_BATCH = 64;

/**
 * A function of one item answered by `run`, which answers a list of items at once (its answer's i-th entry is the
 * i-th item's). Items given in the same turn of the event loop go together, in one call of `run`, made once the
 * turn's I/O callbacks have run (setImmediate): a lone item waits for nothing else. A failed run fails each of its
 * items.
 */
export function batched<I, O>(run: (items: readonly I[]) => Promise<O[]>): (item: I) => Promise<O> {
  let pending: { item: I; resolve(value: O): void; reject(reason: unknown): void }[] = [];
  const flush = () => {
    const taken = pending;
    pending = [];
    if (!taken.length) return;
    run(taken.map((entry) => entry.item)).then(
      (answers) => taken.forEach((entry, i) => entry.resolve(answers[i])),
      (error: unknown) => taken.forEach((entry) => entry.reject(error)),
    );
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      if (!pending.length) setImmediate(flush);
      pending.push({ item, resolve, reject });
      if (pending.length >= MAX_BATCH) flush();
    });
}

// One statement for many requests: what concurrent requests ask the database alike (a token with its first read) is
// asked in one round trip. On PostgreSQL each statement costs the server a write, a wake-up and a parse of the answer,
// and the database a backend's wake-up and an executor start, whatever the rows; sent together, the requests that
// arrived meanwhile share them (docs/benchmarks.md "Where a read's time goes on PostgreSQL").

/** At most this many requests' items go into one statement; more start another. */
export const MAX_BATCH = 64;
/** Statements of one batched function running at once; items that come meanwhile wait for the next. */
export const MAX_RUNNING = 2;

/**
 * A function of one item answered by `run`, which answers a list of items at once (its answer's i-th entry is the
 * i-th item's). Items given in the same turn of the event loop go together, in one call of `run` made once the turn's
 * I/O callbacks have run (setImmediate), so a lone item waits for nothing else; while MAX_RUNNING calls are running,
 * the items that come wait for one of them to end and go together then (a busy server sends fuller statements, not
 * more of them). A failed run fails each of its items.
 */
export function batched<I, O>(run: (items: readonly I[]) => Promise<O[]>): (item: I) => Promise<O> {
  const pending: { item: I; resolve(value: O): void; reject(reason: unknown): void }[] = [];
  let scheduled = false;
  let running = 0;
  const flush = () => {
    scheduled = false;
    while (pending.length && running < MAX_RUNNING) {
      const taken = pending.splice(0, MAX_BATCH);
      running++;
      run(taken.map((entry) => entry.item))
        .then(
          (answers) => taken.forEach((entry, i) => entry.resolve(answers[i])),
          (error: unknown) => taken.forEach((entry) => entry.reject(error)),
        )
        .finally(() => {
          running--;
          flush();
        });
    }
  };
  return (item) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ item, resolve, reject });
      if (!scheduled && running < MAX_RUNNING) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}

// Work that waits for the changes to stop (the scheduled check, the logic report, the scenarios' run): `poke` at
// each change, and `run` is called once no change has come for `ms`. The timer is set at the first change of a burst
// and set again when it fires early, instead of cleared and set at every change: at every keystroke the editor's
// three waits each cleared and set a timer, about a tenth of a millisecond of the key's event
// (docs/benchmarks.md "Where the editor's 1,000-question keystroke goes").
export type AfterQuiet = {
  /** A change: `run` waits `ms` from now. */
  poke(): void;
  /** Nothing runs until the next `poke`. */
  cancel(): void;
};

export function afterQuiet(run: () => void, ms: number): AfterQuiet {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let last = 0;
  const fire = () => {
    const wait = last + ms - performance.now();
    if (wait > 0) {
      timer = setTimeout(fire, wait);
      return;
    }
    timer = undefined;
    run();
  };
  return {
    poke() {
      last = performance.now();
      timer ??= setTimeout(fire, ms);
    },
    cancel() {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

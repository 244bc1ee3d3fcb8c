// A time of day as the tablet's locale writes it ("14:05"), for the status bar and the leads list. One formatter for
// the app: `toLocaleTimeString` with options builds a new Intl.DateTimeFormat on every call, and the status bar
// called it on each of its renders, several per submitted lead (docs/benchmarks.md "bench:capture").
let format: Intl.DateTimeFormat | null = null;

export function clockTime(iso: string): string {
  format ??= new Intl.DateTimeFormat([], { hour: "2-digit", minute: "2-digit" });
  return format.format(new Date(iso));
}

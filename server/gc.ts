// The garbage collector's set-up for the server process (docs/benchmarks.md "What the worst requests still share with
// another tenant"). V8 scavenges its young generation in parallel on the process's shared helper threads, which every
// isolate uses: the main thread's and the validation workers' alike. So a check running at the idle scheduling policy
// (lib/api/validation-pool/worker.ts) had its scavenges run on normal-priority helpers, and the main thread's own
// scavenges, which stop every tenant's requests, waited for helpers that were busy or had no core. Scavenged on the
// thread that allocated, a worker's collections stay at its priority and the main thread's pause depends on no other
// thread. V8 reads the flag at each scavenge, so setting it once at start-up is enough; it holds for every thread.
import v8 from "node:v8";

export const GC_FLAGS = ["--no-parallel-scavenge"] as const;

/** Applies GC_FLAGS to this process (`set`: V8's own setter, replaced in tests). */
export function configureGc(set: (flag: string) => void = v8.setFlagsFromString): void {
  for (const flag of GC_FLAGS) set(flag);
}

// The capture device's queue of leads: the device's store is the truth until the server acknowledged a lead
// (docs/architecture.md "Capture mode"). A lead is written to the store before `capture` resolves; one sender at a
// time (in this tab through `#flushing`, across tabs through the injected `lock`) sends the waiting leads in capture
// order, each with its own id as the `Idempotency-Key`, so a retry after a lost answer never makes a second
// registration. React-free: the capture screens subscribe to it.

/** What a person sees of a lead: saved on the device and waiting, sent, or waiting for their decision. */
export type LeadStatus = "waiting" | "sent" | "needsReview" | "parked";

export type LeadValues = Record<string, { value: unknown }>;

export type LeadProblem =
  /** 409: the e-mail is already registered for the event (by another device, or earlier). */
  | { kind: "duplicate"; message: string; details?: unknown }
  /** The API refused the values (the form changed since the device stored it, a bad value). */
  | { kind: "refused"; message: string; details?: unknown };

export type Lead = {
  /** The device's own id of the lead (a UUID). */
  id: string;
  /**
   * Sent as the `Idempotency-Key`: the id, until the answers are edited after a try whose answer never came (the
   * server may hold the first answers under the id, and refuses the same key with another body). A new key then
   * cannot double the lead silently: the server refuses its e-mail as already registered, and it goes to Needs
   * review beside what the server holds.
   */
  key: string;
  eventId: number;
  values: LeadValues;
  /** When it was captured, by the device's clock (RFC 3339): recorded, never trusted for a server decision. */
  capturedAt: string;
  /** The event's `Last-Modified` the form was filled against. */
  formVersion: string;
  staff: string;
  /** Capture order on this device. */
  seq: number;
  status: LeadStatus;
  /** Failed tries since the last success or edit (for the backoff). */
  attempts: number;
  /** Not before this time (ms since the epoch) after a failed try; null: at once. */
  nextAttemptAt: number | null;
  registrationId?: string;
  sentAt?: string;
  /**
   * How a lead left Needs review (status "sent"): the person "updated" the existing registration with its answers,
   * or "kept" the existing one, in which case nothing of this lead was sent. Absent for a lead the server created.
   */
  settled?: "updated" | "kept";
  problem?: LeadProblem;
  /** Why the last try failed, while the lead still waits ("No network", "The server answered 503"). */
  lastError?: string;
};

/** The device's durable storage of leads (IndexedDB in the browser). Each call resolves once the write is durable. */
export interface LeadStore {
  put(lead: Lead): Promise<void>;
  delete(id: string): Promise<void>;
  all(): Promise<Lead[]>;
}

/** The outcome of one try to send a lead, as the transport (the SDK) classifies the answer. */
export type SendResult =
  | { kind: "sent"; registrationId: string }
  /** No answer, a 5xx, 429, or the key's twin still running: try again later, in order. */
  | { kind: "retry"; reason: string; retryAfterMs?: number }
  | { kind: "duplicate"; message: string; details?: unknown }
  | { kind: "refused"; message: string; details?: unknown }
  /** Nothing can be sent until a person acts: the device was revoked (scope "device"), or the event closed or
   *  deleted (scope "event": its leads stay, the others go on). */
  | { kind: "blocked"; scope: "device" | "event"; message: string };

export type QueueSnapshot = {
  leads: readonly Lead[];
  /** Leads saved on the device and not yet acknowledged by the server (waiting, needs review, parked). */
  unsent: number;
  waiting: number;
  needsReview: number;
  parked: number;
  sending: boolean;
  lastSentAt: string | null;
  /** Why nothing (device) or nothing of an event can be sent until a person acts. */
  blocked: { device: string | null; events: ReadonlyMap<number, string> };
};

export type FlushSummary = { sent: number; failed: number; stoppedBy: string | null };

export type QueueOptions = {
  store: LeadStore;
  send(lead: Lead): Promise<SendResult>;
  now?: () => number;
  /** Runs `task` while no other tab of this device sends (navigator.locks in the browser). */
  lock?: <T>(task: () => Promise<T>) => Promise<T>;
  /** Milliseconds to wait after the n-th failed try (n ≥ 1). */
  backoffMs?: (attempt: number) => number;
};

/** 2, 4, 8, 16, 32 s, then every 60 s: a hall's Wi-Fi comes back in seconds or minutes. */
export function defaultBackoffMs(attempt: number): number {
  return Math.min(60_000, 1000 * 2 ** Math.max(1, attempt));
}

export type NewLead = Pick<Lead, "id" | "eventId" | "values" | "capturedAt" | "formVersion" | "staff">;

let keyCounter = 0;

const UNSENT: ReadonlySet<LeadStatus> = new Set(["waiting", "needsReview", "parked"]);

export function createCaptureQueue(options: QueueOptions) {
  const { store, send } = options;
  const now = options.now ?? Date.now;
  const lock = options.lock ?? (<T>(task: () => Promise<T>) => task());
  const backoffMs = options.backoffMs ?? defaultBackoffMs;

  let leads: Lead[] = [];
  let sending = false;
  let blockedDevice: string | null = null;
  const blockedEvents = new Map<number, string>();
  let flushing: Promise<FlushSummary> | null = null;
  let again = false;
  const listeners = new Set<() => void>();
  let snapshot: QueueSnapshot = computeSnapshot();

  function computeSnapshot(): QueueSnapshot {
    const sorted = [...leads].sort((a, b) => a.seq - b.seq);
    let waiting = 0;
    let needsReview = 0;
    let parked = 0;
    let lastSentAt: string | null = null;
    for (const lead of sorted) {
      if (lead.status === "waiting") waiting++;
      else if (lead.status === "needsReview") needsReview++;
      else if (lead.status === "parked") parked++;
      else if (lead.sentAt && (lastSentAt === null || lead.sentAt > lastSentAt)) lastSentAt = lead.sentAt;
    }
    return {
      leads: sorted,
      unsent: waiting + needsReview + parked,
      waiting,
      needsReview,
      parked,
      sending,
      lastSentAt,
      blocked: { device: blockedDevice, events: new Map(blockedEvents) },
    };
  }

  function changed() {
    snapshot = computeSnapshot();
    for (const listener of listeners) listener();
  }

  async function write(lead: Lead) {
    await store.put(lead);
    leads = leads.some((each) => each.id === lead.id)
      ? leads.map((each) => (each.id === lead.id ? lead : each))
      : [...leads, lead];
    changed();
  }

  function find(id: string): Lead {
    const lead = leads.find((each) => each.id === id);
    if (!lead)
      throw new Error(
        `No lead ${id} on this device: it may have been discarded in another tab. Reload to see the queue as it is.`,
      );
    return lead;
  }

  async function load() {
    leads = await store.all();
    changed();
  }

  async function capture(input: NewLead): Promise<Lead> {
    if (leads.some((each) => each.id === input.id))
      throw new Error(`A lead with the id ${input.id} is already on this device.`);
    const seq = leads.reduce((max, each) => Math.max(max, each.seq), 0) + 1;
    const lead: Lead = { ...input, key: input.id, seq, status: "waiting", attempts: 0, nextAttemptAt: null };
    // Durable before the person is told it is saved: an unawaited write can lose the lead silently.
    await write(lead);
    return lead;
  }

  async function sendPass(): Promise<FlushSummary> {
    // Another tab may have sent, edited or discarded leads: the store, not this tab's copy, is the truth.
    leads = await store.all();
    let sent = 0;
    let failed = 0;
    let stoppedBy: string | null = null;
    const skippedEvents = new Set<number>();
    const due = leads.filter((lead) => lead.status === "waiting").sort((a, b) => a.seq - b.seq);
    for (const lead of due) {
      if (skippedEvents.has(lead.eventId)) continue;
      if (lead.nextAttemptAt !== null && lead.nextAttemptAt > now()) {
        // Capture order: a lead waiting for its retry holds back the later leads of its event.
        skippedEvents.add(lead.eventId);
        continue;
      }
      const result = await send(lead);
      if (result.kind === "sent") {
        blockedEvents.delete(lead.eventId);
        await write({
          ...lead,
          status: "sent",
          registrationId: result.registrationId,
          sentAt: new Date(now()).toISOString(),
          attempts: 0,
          nextAttemptAt: null,
          lastError: undefined,
          problem: undefined,
        });
        sent++;
      } else if (result.kind === "retry") {
        const attempts = lead.attempts + 1;
        const wait = Math.max(backoffMs(attempts), result.retryAfterMs ?? 0);
        await write({ ...lead, attempts, nextAttemptAt: now() + wait, lastError: result.reason });
        failed++;
        // No network is no network for every lead: stop the pass instead of trying each one.
        stoppedBy = result.reason;
        break;
      } else if (result.kind === "duplicate" || result.kind === "refused") {
        await write({
          ...lead,
          status: result.kind === "duplicate" ? "needsReview" : "parked",
          problem: { kind: result.kind, message: result.message, details: result.details },
          nextAttemptAt: null,
          lastError: undefined,
        });
        failed++;
      } else {
        failed++;
        if (result.scope === "device") {
          blockedDevice = result.message;
          stoppedBy = result.message;
          changed();
          break;
        }
        blockedEvents.set(lead.eventId, result.message);
        skippedEvents.add(lead.eventId);
        changed();
      }
    }
    return { sent, failed, stoppedBy };
  }

  /**
   * Sends what is due, one lead at a time, in capture order. A call while a pass runs joins it and asks for one
   * more pass after it, so a lead captured during a pass is not left for the next trigger.
   */
  function flush(): Promise<FlushSummary> {
    if (flushing) {
      again = true;
      return flushing;
    }
    const run = async (): Promise<FlushSummary> => {
      sending = true;
      changed();
      try {
        let summary = await lock(sendPass);
        while (again && summary.stoppedBy === null) {
          again = false;
          const next = await lock(sendPass);
          summary = { sent: summary.sent + next.sent, failed: summary.failed + next.failed, stoppedBy: next.stoppedBy };
        }
        return summary;
      } finally {
        again = false;
        sending = false;
        flushing = null;
        changed();
      }
    };
    flushing = run();
    return flushing;
  }

  /** "Send now": due or not, every waiting lead is tried again at once (a person decided the network is back). */
  async function sendNow(): Promise<FlushSummary> {
    blockedDevice = null;
    blockedEvents.clear();
    for (const lead of leads.filter((each) => each.status === "waiting" && each.nextAttemptAt !== null)) {
      await write({ ...lead, nextAttemptAt: null });
    }
    return flush();
  }

  /** Changes a lead's answers before it is sent (a parked or doubled lead is then tried again). */
  async function edit(id: string, values: LeadValues): Promise<Lead> {
    const lead = find(id);
    if (lead.status === "sent")
      throw new Error("This lead was already sent: change it in the studio's Registrations instead.");
    // A parked or doubled lead was refused, so the server keeps nothing under its key; a waiting lead that was tried
    // may be there already.
    const maybeStored = lead.status === "waiting" && lead.attempts > 0;
    const key = maybeStored ? `${lead.id}.${now().toString(36)}${(++keyCounter).toString(36)}` : lead.key;
    const next: Lead = {
      ...lead,
      key,
      values,
      status: "waiting",
      problem: undefined,
      attempts: 0,
      nextAttemptAt: null,
      lastError: undefined,
    };
    await write(next);
    return next;
  }

  /** Marks a lead in Needs review as settled by the person: they updated or kept the existing registration. */
  async function settle(id: string, registrationId: string, how: "updated" | "kept"): Promise<void> {
    const lead = find(id);
    if (lead.status !== "needsReview") throw new Error("Only a lead in Needs review can be settled this way.");
    await write({
      ...lead,
      status: "sent",
      settled: how,
      registrationId,
      sentAt: new Date(now()).toISOString(),
      problem: undefined,
    });
  }

  /** Removes a lead from the device for good: only ever on a person's explicit decision. */
  async function discard(id: string): Promise<void> {
    find(id);
    await store.delete(id);
    leads = leads.filter((each) => each.id !== id);
    changed();
  }

  return {
    load,
    capture,
    flush,
    sendNow,
    edit,
    settle,
    discard,
    getSnapshot: () => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Whether anything is saved here and not acknowledged by the server (sign-out and event switch ask first). */
    hasUnsent: () => leads.some((lead) => UNSENT.has(lead.status)),
  };
}

export type CaptureQueue = ReturnType<typeof createCaptureQueue>;

/** An in-memory store for tests and for a browser without IndexedDB (the capture page then warns). */
export function memoryLeadStore(initial: Lead[] = []): LeadStore & { writes: number } {
  const rows = new Map(initial.map((lead) => [lead.id, structuredClone(lead)]));
  return {
    writes: 0,
    async put(lead) {
      this.writes++;
      rows.set(lead.id, structuredClone(lead));
    },
    async delete(id) {
      rows.delete(id);
    },
    async all() {
      return [...rows.values()].map((lead) => structuredClone(lead));
    },
  };
}

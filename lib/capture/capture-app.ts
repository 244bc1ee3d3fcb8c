// The capture app's state outside React (docs/conventions.md 15): the device's sign-in, the open events' forms kept
// on the device, the event being captured for and the form its current lead is filled against, the sync with the
// server, and the lead queue (queue.ts). The screens subscribe to it; everything it keeps is in IndexedDB
// (lead-store.ts), so a reload or a restart with no network finds the device as it was left.
import { summariseChanges } from "../questions/change-summary";
import type { CaptureApi, CaptureDevice, CaptureForm } from "./capture-api";
import type { CaptureStorage, StoredDevice } from "./lead-store";
import { createCaptureQueue, type CaptureQueue, type Lead, type LeadValues, type QueueOptions } from "./queue";
import { sendResultOfError } from "./send-result";

export type SignInInput = { username: string; appPasscode: string; staff: string; name?: string };

export type CaptureAppDeps = {
  storageFor(company: string): CaptureStorage;
  apiFor(accessToken: string): CaptureApi;
  signIn(input: SignInInput): Promise<{ accessToken: string; device: CaptureDevice }>;
  /** Which company's storage to open at start (a name, not a secret: localStorage in the browser). */
  recallCompany(): string | null;
  rememberCompany(username: string | null): void;
  appVersion: string;
  newId(): string;
  now?: () => number;
  lock?: QueueOptions["lock"];
  backoffMs?: QueueOptions["backoffMs"];
  /** Asks the browser to send the waiting leads once the network is back, page open or not (Background Sync). */
  requestBackgroundSend?(): void;
};

export type CaptureAppState = {
  phase: "starting" | "signedOut" | "signedIn";
  device: CaptureDevice | null;
  /** The open events' forms on this device, by name. */
  forms: readonly CaptureForm[];
  eventId: number | null;
  /** The form the current lead is filled against (a newer one waits until this lead is done). */
  form: CaptureForm | null;
  /** What changed when the device last took a newer form of the current event. */
  formChanges: readonly string[] | null;
  /** A newer version of the current event's form arrived during a lead: it is taken once that lead is done. */
  newerFormWaiting: boolean;
  syncing: boolean;
  lastSyncAt: string | null;
  /** Why the last sync could not reach the server or was refused (null when it worked). */
  syncProblem: string | null;
  /** Staff asked to sign the device in again (its token was refused); its leads stay. */
  signingInAgain: boolean;
};

const INITIAL: CaptureAppState = {
  phase: "starting",
  device: null,
  forms: [],
  eventId: null,
  form: null,
  formChanges: null,
  newerFormWaiting: false,
  syncing: false,
  lastSyncAt: null,
  syncProblem: null,
  signingInAgain: false,
};

/** Why a sign-out or an event switch must wait: the count of leads not acknowledged by the server. */
export function unsentRefusal(unsent: number, doing: string): string {
  return (
    `${unsent} ${unsent === 1 ? "lead is" : "leads are"} not sent yet. Send ${unsent === 1 ? "it" : "them"} ` +
    `(Send now), settle the ones that need a decision, or export them before you ${doing}.`
  );
}

const byName = (a: CaptureForm, b: CaptureForm) => a.name.localeCompare(b.name) || a.eventId - b.eventId;

export function createCaptureApp(deps: CaptureAppDeps) {
  const now = deps.now ?? Date.now;
  let state: CaptureAppState = INITIAL;
  let storage: CaptureStorage | null = null;
  let stored: StoredDevice | null = null;
  let api: CaptureApi | null = null;
  let queue: CaptureQueue | null = null;
  let unsubscribeQueue: (() => void) | null = null;
  let leadInProgress = false;
  let newerForm: CaptureForm | null = null;
  let syncing: Promise<void> | null = null;
  /** The pending count the device last reported to the server (its Capture page shows it); null before the first. */
  let reportedPending: number | null = null;
  const listeners = new Set<() => void>();

  function set(patch: Partial<CaptureAppState>) {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  }

  function openQueue(store: CaptureStorage, client: CaptureApi) {
    unsubscribeQueue?.();
    queue = createCaptureQueue({
      store: store.leads,
      send: (lead) => client.send(lead),
      now,
      lock: deps.lock,
      backoffMs: deps.backoffMs,
    });
    unsubscribeQueue = queue.subscribe(() => {
      for (const listener of listeners) listener();
    });
  }

  async function open(company: string, device: StoredDevice) {
    storage = deps.storageFor(company);
    stored = device;
    api = deps.apiFor(device.accessToken);
    reportedPending = null;
    openQueue(storage, api);
    await queue!.load();
    const forms = (await storage.forms()).sort(byName);
    const form = forms.find((each) => each.eventId === device.eventId) ?? null;
    set({ phase: "signedIn", device: device.device, forms, eventId: form ? device.eventId : null, form });
  }

  /** Opens what this device kept: signed in as it was, or the sign-in. */
  async function start() {
    const company = deps.recallCompany();
    if (company) {
      const store = deps.storageFor(company);
      const device = await store.device();
      store.close();
      if (device) return open(company, device);
    }
    set({ phase: "signedOut" });
  }

  /**
   * Signs the device in. Signed in already (its token was revoked or expired, and leads wait): signs in again to the
   * same company only, keeping the leads, the forms and the event chosen; the waiting leads then go with the new token.
   */
  async function signIn(input: SignInInput) {
    const username = input.username.trim().toLowerCase();
    const current = state.phase === "signedIn" ? state.device?.company.username : undefined;
    if (current !== undefined && username !== current) {
      throw new Error(
        `This device holds the leads of the company “${current}”: sign in to it again, or export its leads and ` +
          "sign out first.",
      );
    }
    const answer = await deps.signIn({ ...input, username });
    const company = answer.device.company.username;
    const device: StoredDevice = {
      id: "this",
      accessToken: answer.accessToken,
      device: answer.device,
      eventId: current !== undefined ? (stored?.eventId ?? null) : null,
    };
    const store = deps.storageFor(company);
    await store.saveDevice(device);
    store.close();
    deps.rememberCompany(company);
    if (current !== undefined) {
      unsubscribeQueue?.();
      storage?.close();
    }
    await open(company, device);
    set({ signingInAgain: false });
  }

  /** The sign-in again, asked for when the server no longer takes this device's token (or put away). */
  function askToSignInAgain(asked: boolean) {
    set({ signingInAgain: asked });
  }

  function requireSignedIn() {
    if (!storage || !stored || !api || !queue) throw new Error("This device is not signed in: sign it in first.");
    return { storage, stored, api, queue };
  }

  /** Signs the device out, only when nothing is left unsent. Its forms go; its sent leads' history goes too. */
  async function signOut() {
    const { storage: store, queue: leads } = requireSignedIn();
    const unsent = leads.getSnapshot().unsent;
    if (unsent > 0) throw new Error(unsentRefusal(unsent, "sign out"));
    await store.forgetDevice();
    for (const form of await store.forms()) await store.deleteForm(form.eventId);
    store.close();
    unsubscribeQueue?.();
    storage = stored = api = queue = null;
    unsubscribeQueue = null;
    deps.rememberCompany(null);
    set({ ...INITIAL, phase: "signedOut" });
  }

  async function saveEventChoice(eventId: number | null) {
    const { storage: store, stored: device } = requireSignedIn();
    stored = { ...device, eventId };
    await store.saveDevice(stored);
  }

  /** Captures for this event from now on. Another event than the current one waits until nothing is unsent. */
  async function chooseEvent(eventId: number) {
    const { queue: leads } = requireSignedIn();
    if (state.eventId === eventId) return;
    const unsent = leads.getSnapshot().unsent;
    if (state.eventId !== null && unsent > 0) throw new Error(unsentRefusal(unsent, "switch events"));
    const form = state.forms.find((each) => each.eventId === eventId);
    if (!form) throw new Error("This event is not on this device any more: sync, then choose again.");
    await saveEventChoice(eventId);
    leadInProgress = false;
    newerForm = null;
    set({ eventId, form, formChanges: null, newerFormWaiting: false });
  }

  /** Back to the list of events (the same rule as choosing another). */
  async function leaveEvent() {
    const { queue: leads } = requireSignedIn();
    const unsent = leads.getSnapshot().unsent;
    if (unsent > 0) throw new Error(unsentRefusal(unsent, "switch events"));
    await saveEventChoice(null);
    set({ eventId: null, form: null, formChanges: null });
  }

  function changesBetween(before: CaptureForm, after: CaptureForm): string[] {
    const changes = summariseChanges(before, after).map((change) => change.text);
    return changes.length ? changes : ["The form was saved again without changes to its questions."];
  }

  function takeForm(next: CaptureForm) {
    const before = state.form;
    newerForm = null;
    set({ form: next, formChanges: before ? changesBetween(before, next) : null, newerFormWaiting: false });
  }

  /** The answers of a new lead started: a newer form now waits until it is submitted or cleared. */
  function leadStarted() {
    leadInProgress = true;
  }

  /** The current lead was submitted or cleared: a newer form is taken now. */
  function leadFinished() {
    leadInProgress = false;
    if (newerForm) takeForm(newerForm);
  }

  function dismissFormChanges() {
    set({ formChanges: null });
  }

  async function refreshForms(client: CaptureApi, store: CaptureStorage) {
    const open = await client.openEvents();
    const kept = new Map((await store.forms()).map((form) => [form.eventId, form]));
    const forms: CaptureForm[] = [];
    for (const event of open) {
      const old = kept.get(event.id);
      const fresh = await client.form(event.id, old?.lastModified ?? null);
      const form = fresh ?? old;
      if (!form) continue;
      if (fresh) await store.saveForm(fresh);
      forms.push(form);
    }
    // Closed events leave the list; their leads stay in the queue (the queue says what to do with them).
    const openIds = new Set(open.map((event) => event.id));
    for (const id of kept.keys()) if (!openIds.has(id)) await store.deleteForm(id);
    forms.sort(byName);
    const current = state.eventId === null ? null : (forms.find((form) => form.eventId === state.eventId) ?? null);
    set({ forms });
    if (state.eventId !== null && !current) {
      await saveEventChoice(null);
      set({ eventId: null, form: null, formChanges: null });
    } else if (current && state.form && current.lastModified !== state.form.lastModified) {
      if (leadInProgress) {
        newerForm = current;
        set({ newerFormWaiting: true });
      } else takeForm(current);
    }
  }

  /**
   * One sync: the device's report (its pending count and app version), the open events and their forms
   * (conditional reads), then the queue's send pass. A sync while one runs joins it.
   */
  function sync(): Promise<void> {
    if (syncing) return syncing;
    const run = async () => {
      const { storage: store, api: client, queue: leads } = requireSignedIn();
      set({ syncing: true });
      try {
        const pending = leads.getSnapshot().unsent;
        const device = await client.report({ pending, appVersion: deps.appVersion });
        reportedPending = pending;
        await store.saveDevice({ ...requireSignedIn().stored, device });
        await refreshForms(client, store);
        set({ device, syncProblem: null, lastSyncAt: new Date(now()).toISOString() });
      } catch (error) {
        const result = sendResultOfError(error);
        set({ syncProblem: result.kind === "retry" ? result.reason : "message" in result ? result.message : null });
      }
      await flushLeads(leads);
    };
    syncing = run().finally(() => {
      syncing = null;
      set({ syncing: false });
    });
    return syncing;
  }

  /** Submit: the lead is in IndexedDB when this resolves ("Saved on this tablet"); sending follows on its own. */
  async function submit(values: LeadValues): Promise<Lead> {
    const { queue: leads, stored: device } = requireSignedIn();
    const form = state.form;
    if (!form || state.eventId === null) throw new Error("Choose an event first.");
    const lead = await leads.capture({
      id: deps.newId(),
      eventId: form.eventId,
      values,
      capturedAt: new Date(now()).toISOString(),
      formVersion: form.lastModified,
      staff: device.device.staff,
    });
    leadFinished();
    void flushLeads(leads);
    return lead;
  }

  /**
   * A send pass; leads it could not send are left to Background Sync too, for when the page is closed. When it sent
   * some, and the count left differs from what the device last reported, it reports again: the studio's Capture page
   * would otherwise show the old count until the next sync, or for good if the tablet is closed now. A pass that sent
   * nothing (no network) does not try.
   */
  async function flushLeads(leads: CaptureQueue) {
    const before = leads.getSnapshot().unsent;
    await leads.flush();
    if (leads.getSnapshot().waiting > 0) deps.requestBackgroundSend?.();
    const pending = leads.getSnapshot().unsent;
    if (reportedPending === null || pending >= before || pending === reportedPending || !api) return;
    try {
      await api.report({ pending, appVersion: deps.appVersion });
      reportedPending = pending;
    } catch {
      // No network or a refusal: the next sync reports, and says what went wrong.
    }
  }

  /** The service worker sent in the background: the queue reads the device's store again. */
  async function leadsChangedElsewhere() {
    await queue?.load();
  }

  return {
    start,
    signIn,
    askToSignInAgain,
    signOut,
    chooseEvent,
    leaveEvent,
    sync,
    submit,
    leadStarted,
    leadFinished,
    leadsChangedElsewhere,
    dismissFormChanges,
    getState: () => state,
    /** The lead queue of the signed-in device (null before). */
    getQueue: () => queue,
    /** The API of the signed-in device, for Needs review (null before). */
    getApi: () => api,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type CaptureApp = ReturnType<typeof createCaptureApp>;

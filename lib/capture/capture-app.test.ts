import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { describe, expect, it } from "vitest";
import type { Question } from "../questions";
import type { CaptureApi, CaptureDevice, CaptureForm } from "./capture-api";
import { createCaptureApp, type CaptureAppDeps } from "./capture-app";
import { captureStorage } from "./lead-store";
import type { Lead } from "./queue";

const device: CaptureDevice = {
  id: "dev_1",
  name: "Tablet 1",
  staff: "Ada",
  created: "Fri, 27 Nov 2026 08:00:00 GMT",
  company: { name: "Acme", username: "acme" },
};

const email: Question = { id: "email", type: "email", label: "E-mail", required: true } as Question;
const company: Question = { id: "company", type: "text", label: "Company" } as Question;
const form = (eventId: number, lastModified: string, questions: Question[] = [email]): CaptureForm => ({
  eventId,
  name: `Event ${eventId}`,
  questions,
  lastModified,
});
const V1 = "Fri, 27 Nov 2026 08:00:00 GMT";
const V2 = "Fri, 27 Nov 2026 09:00:00 GMT";

/** A server as the device sees it: open events with their forms, registrations kept by idempotency key. */
function fakeServer() {
  let token = "";
  const server = {
    forms: new Map<number, CaptureForm>([[1, form(1, V1)]]),
    byKey: new Map<string, Lead>(),
    reports: [] as { pending: number; appVersion: string }[],
    offline: false,
    revoked: false,
  };
  const api: CaptureApi = {
    async report(input) {
      if (server.offline) throw new TypeError("fetch failed");
      server.reports.push(input);
      return device;
    },
    async openEvents() {
      return [...server.forms.values()].map((each) => ({ id: each.eventId, name: each.name }));
    },
    async form(eventId, since) {
      const current = server.forms.get(eventId)!;
      return since === current.lastModified ? null : current;
    },
    async send(lead) {
      if (server.offline) return { kind: "retry", reason: "No connection" };
      if (server.revoked && token === "token-1")
        return { kind: "blocked", scope: "device", message: "This device is no longer signed in." };
      if (!server.byKey.has(lead.key)) server.byKey.set(lead.key, lead);
      return { kind: "sent", registrationId: `reg-${[...server.byKey.keys()].indexOf(lead.key) + 1}` };
    },
    async registration() {
      throw new Error("not used");
    },
    async updateRegistration() {},
  };
  return {
    server,
    apiFor(accessToken: string): CaptureApi {
      return { ...api, send: (lead) => ((token = accessToken), api.send(lead)) };
    },
  };
}

function setup() {
  const indexedDB = new IDBFactory();
  const { server, apiFor } = fakeServer();
  let remembered: string | null = null;
  let ids = 0;
  let signIns = 0;
  const deps: CaptureAppDeps = {
    storageFor: (name) => captureStorage(name, { indexedDB, IDBKeyRange }),
    apiFor,
    signIn: async (input) => {
      if (input.appPasscode !== "right") throw new Error("invalidPasscode");
      return { accessToken: `token-${++signIns}`, device };
    },
    recallCompany: () => remembered,
    rememberCompany: (name) => (remembered = name),
    appVersion: "test",
    newId: () => `lead-${++ids}`,
  };
  return { server, deps, make: () => createCaptureApp(deps) };
}

const signIn = { username: " ACME ", appPasscode: "right", staff: "Ada" };

describe("createCaptureApp", () => {
  it("signs in, syncs the open events' forms, and finds both again after a restart with no network", async () => {
    const { server, make } = setup();
    const app = make();
    await app.start();
    expect(app.getState().phase).toBe("signedOut");
    await app.signIn(signIn);
    await app.sync();
    expect(server.reports).toEqual([{ pending: 0, appVersion: "test" }]);
    await app.chooseEvent(1);

    server.offline = true;
    const again = make();
    await again.start();
    expect(again.getState()).toMatchObject({ phase: "signedIn", eventId: 1, form: { lastModified: V1 } });
    expect(again.getState().device?.name).toBe("Tablet 1");
  });

  it("keeps a lead on the device before submit resolves, and sends it once the network is back", async () => {
    const { server, make } = setup();
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    server.offline = true;
    const lead = await app.submit({ email: { value: "a@example.com" } });
    expect(lead).toMatchObject({ formVersion: V1, staff: "Ada", status: "waiting" });

    const reopened = make();
    await reopened.start();
    expect(reopened.getQueue()!.getSnapshot().waiting).toBe(1);
    server.offline = false;
    await reopened.getQueue()!.sendNow();
    expect(reopened.getQueue()!.getSnapshot()).toMatchObject({ waiting: 0, unsent: 0 });
    expect(server.byKey.size).toBe(1);
  });

  it("reports the pending count again once a send pass changed it, so the studio never keeps an old one", async () => {
    const { server, deps, make } = setup();
    deps.backoffMs = () => 0;
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    server.offline = true;
    await app.submit({ email: { value: "a@example.com" } });
    await app.submit({ email: { value: "b@example.com" } });
    server.offline = false;
    server.reports.length = 0;
    await app.sync();
    // The sync's report, made before its send pass, then the count after it.
    expect(server.reports.map((each) => each.pending)).toEqual([2, 0]);
    // A send pass that changes nothing the server was told last adds no report of its own.
    await app.sync();
    expect(server.reports.map((each) => each.pending)).toEqual([2, 0, 0]);
  });

  it("refuses to sign out or switch events while a lead is unsent, saying how many", async () => {
    const { server, make } = setup();
    server.forms.set(2, form(2, V1));
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    server.offline = true;
    await app.submit({ email: { value: "a@example.com" } });
    await app.submit({ email: { value: "b@example.com" } });
    await expect(app.signOut()).rejects.toThrow("2 leads are not sent yet");
    await expect(app.chooseEvent(2)).rejects.toThrow("2 leads are not sent yet");
    await expect(app.leaveEvent()).rejects.toThrow("switch events");
    expect(app.getState()).toMatchObject({ phase: "signedIn", eventId: 1 });
    await app.getQueue()!.flush();
    server.offline = false;
    await app.getQueue()!.sendNow();
    await app.chooseEvent(2);
    await app.signOut();
    expect(app.getState().phase).toBe("signedOut");
  });

  it("takes a newer form between leads, never during one, and says what changed", async () => {
    const { server, make } = setup();
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    app.leadStarted();
    server.forms.set(1, form(1, V2, [email, company]));
    await app.sync();
    expect(app.getState()).toMatchObject({ form: { lastModified: V1 }, newerFormWaiting: true });
    const lead = await app.submit({ email: { value: "a@example.com" } });
    expect(lead.formVersion).toBe(V1);
    expect(app.getState()).toMatchObject({ form: { lastModified: V2 }, newerFormWaiting: false });
    expect(app.getState().formChanges?.join(" ")).toMatch(/added/i);
  });

  it("takes a newer form at once when no lead is in progress", async () => {
    const { server, make } = setup();
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    server.forms.set(1, form(1, V2, [email, company]));
    await app.sync();
    expect(app.getState().form?.lastModified).toBe(V2);
  });

  it("drops a closed event from the list and leaves it, keeping its leads", async () => {
    const { server, make } = setup();
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    server.offline = true;
    await app.submit({ email: { value: "a@example.com" } });
    server.offline = false;
    server.forms.delete(1);
    server.offline = false;
    const send = app.getQueue()!;
    await app.sync();
    expect(app.getState()).toMatchObject({ eventId: null, form: null, forms: [] });
    expect(send.getSnapshot().leads).toHaveLength(1);
  });

  it("signs a revoked device in again to its own company only, keeping its event and sending its leads", async () => {
    const { server, make } = setup();
    const app = make();
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    server.revoked = true;
    await app.submit({ email: { value: "a@example.com" } });
    await app.getQueue()!.flush();
    expect(app.getQueue()!.getSnapshot()).toMatchObject({ waiting: 1, blocked: { device: expect.any(String) } });
    expect(server.byKey.size).toBe(0);

    app.askToSignInAgain(true);
    expect(app.getState().signingInAgain).toBe(true);
    await expect(app.signIn({ ...signIn, username: "globex" })).rejects.toThrow("leads of the company “acme”");
    expect(app.getQueue()!.getSnapshot().waiting).toBe(1);

    await app.signIn(signIn);
    expect(app.getState()).toMatchObject({ phase: "signedIn", eventId: 1, signingInAgain: false });
    await app.getQueue()!.sendNow();
    expect(app.getQueue()!.getSnapshot()).toMatchObject({ waiting: 0, unsent: 0, blocked: { device: null } });
    expect(server.byKey.size).toBe(1);
  });

  it("says what went wrong at sign-in and keeps the device signed out", async () => {
    const { make } = setup();
    const app = make();
    await app.start();
    await expect(app.signIn({ ...signIn, appPasscode: "wrong" })).rejects.toThrow("invalidPasscode");
    expect(app.getState().phase).toBe("signedOut");
  });
  it("asks for Background Sync while a lead waits, not once all are sent, and reads leads sent elsewhere", async () => {
    const { server, deps } = setup();
    let asked = 0;
    const app = createCaptureApp({ ...deps, requestBackgroundSend: () => asked++ });
    await app.start();
    await app.signIn(signIn);
    await app.sync();
    await app.chooseEvent(1);
    await app.submit({ email: { value: "sent@example.com" } });
    await app.sync();
    expect(asked).toBe(0);

    server.offline = true;
    await app.submit({ email: { value: "waits@example.com" } });
    await app.sync();
    expect(asked).toBeGreaterThan(0);
    expect(app.getQueue()!.getSnapshot().waiting).toBe(1);

    // Another sender (the service worker) sent it from the same store: the page reads the store again.
    server.offline = false;
    const other = createCaptureApp(deps);
    await other.start();
    await other.getQueue()!.sendNow();
    expect(app.getQueue()!.getSnapshot().waiting).toBe(1);
    await app.leadsChangedElsewhere();
    expect(app.getQueue()!.getSnapshot()).toMatchObject({ waiting: 0, unsent: 0 });
    expect(server.byKey.size).toBe(2);
  });
});

// The SDK as a capture device uses it, against a real server (docs/api.md "Capture devices", "Registration
// provenance"): signInDevice, a client on the device's fixed token, its report, provenance and its refusals.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ConflictError,
  createClient,
  ForbiddenError,
  RateLimitedError,
  signInDevice,
  UnauthorizedError,
  type Client,
} from "../../lib/sdk";
import { sampleQuestions } from "../support/api-context";
import { DATABASES, startServer, type TestServer } from "../support/server";

const ada = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };

describe.each(DATABASES)("the SDK of a capture device (%s)", (database) => {
  let server: TestServer;
  let owner: Client;
  let passcode: string;
  beforeAll(async () => {
    server = await startServer({ database, clients: [["acme"]], env: { TRUST_PROXY: "true" } });
    owner = createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
    passcode = (await owner.company.get()).data.appPasscode;
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
  });

  /** A fetch that sends every request from `address` (behind the server's trusted proxy). */
  const from =
    (address: string): typeof fetch =>
    (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set("X-Forwarded-For", address);
      return fetch(input, { ...init, headers });
    };

  async function device(staff = "Ada") {
    const signedIn = await signInDevice(
      { baseUrl: server.baseUrl, fetch: from("192.0.2.10") },
      { username: "acme", appPasscode: passcode, staff, name: `${staff}'s tablet` },
    );
    return { ...signedIn, api: createClient({ baseUrl: server.baseUrl, accessToken: signedIn.accessToken }) };
  }

  it("signs a device in and reads it back with its report", async () => {
    const { accessToken, device: signedIn, api } = await device("Bo");
    expect(accessToken.length).toBeGreaterThan(20);
    expect(signedIn).toMatchObject({ name: "Bo's tablet", staff: "Bo", company: { username: "acme" } });
    expect(await api.capture.device({ pending: 2, appVersion: "1.0.0" })).toEqual(signedIn);
  });

  it("throws UnauthorizedError invalidPasscode for a wrong passcode, without the passcode in it", async () => {
    const wrong = "not-the-passcode-1234";
    const error = await signInDevice(
      { baseUrl: server.baseUrl, fetch: from("192.0.2.20") },
      { username: "acme", appPasscode: wrong, staff: "Eve" },
    ).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ status: 401, error: "invalidPasscode" });
    expect(JSON.stringify(error)).not.toContain(wrong);
    expect(String(error)).not.toContain(wrong);
  });

  it("throws RateLimitedError once wrong passcodes from one address pile up", async () => {
    const attempt = () =>
      signInDevice(
        { baseUrl: server.baseUrl, fetch: from("192.0.2.30") },
        { username: "acme", appPasscode: "guess", staff: "Eve" },
      ).catch((thrown: unknown) => thrown);
    for (let i = 0; i < 5; i++) expect(await attempt()).toBeInstanceOf(UnauthorizedError);
    const limited = await attempt();
    expect(limited).toBeInstanceOf(RateLimitedError);
    expect((limited as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("sends a lead with its provenance and idempotency key; the owner reads them back", async () => {
    const eventId = (await owner.events.create({ name: "SDK Expo", questions: sampleQuestions as never })).id;
    const { api } = await device("Cy");
    const events = await api.events.list({ range: { from: 0, to: 999 } });
    expect(events.items.map((event) => event.id)).toContain(eventId);
    const form = await api.events.get(eventId);
    const capturedAt = new Date("2026-11-27T10:15:00.250Z");
    const options = {
      idempotencyKey: "lead-sdk-1",
      capture: { capturedAt, formVersion: form.lastModified ?? undefined },
    };
    const first = await api.registrations.create(eventId, ada, options);
    const again = await api.registrations.create(eventId, ada, options);
    expect(again).toMatchObject({ id: first.id, replayed: true });
    const { data } = await owner.registrations.get(eventId, first.id, {
      fields: ["capturedAt", "capturedBy", "formVersion"],
    });
    expect(data).toEqual({
      id: first.id,
      capturedAt: "2026-11-27T10:15:00.250Z",
      capturedBy: { device: "Cy's tablet", staff: "Cy" },
      formVersion: form.lastModified!.toUTCString(),
    });
    const twin = await api.registrations.create(eventId, ada).catch((thrown: unknown) => thrown);
    expect(twin).toBeInstanceOf(ConflictError);
    expect((twin as ConflictError).details).toMatchObject({ existingId: first.id });
  });

  it("throws ForbiddenError insufficientScope outside capture, also for a body-less HEAD", async () => {
    const { api } = await device();
    for (const call of [() => api.company.get(), () => api.events.count()]) {
      const error = await call().catch((thrown: unknown) => thrown);
      expect(error).toBeInstanceOf(ForbiddenError);
      expect(error).toMatchObject({ status: 403, error: "insufficientScope" });
    }
  });

  it("throws UnauthorizedError for a token the API no longer knows, asking for no other token", async () => {
    const requests: string[] = [];
    const api = createClient({
      baseUrl: server.baseUrl,
      accessToken: "revoked-or-never-issued-token",
      fetch: (input, init) => (requests.push(new URL(String(input)).pathname), fetch(input, init)),
    });
    const error = await api.capture.device().catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error).toMatchObject({ error: "invalidToken" });
    expect(requests).toEqual(["/api/capture/device"]);
  });

  it("refuses to mix a device's token with client credentials", () => {
    expect(() => createClient({ baseUrl: server.baseUrl, accessToken: "t", clientId: "c", clientSecret: "s" })).toThrow(
      TypeError,
    );
    expect(() => createClient({ baseUrl: server.baseUrl, accessToken: "" })).toThrow(TypeError);
  });
});

// The SDK's versions client against a running server (docs/sdk.md "Versions"): pages, one version with its
// definition, 304s, and the typed errors of a missing version and a deleted event.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, GoneError, NotFoundError, type Client } from "../../lib/sdk";
import { sampleQuestions } from "../support/api-context";
import { DATABASES, startServer, type TestServer } from "../support/server";

describe.each(DATABASES)("client.versions (%s)", (database) => {
  let server: TestServer;
  let api: Client;
  beforeAll(async () => {
    server = await startServer({ database, clients: [["acme"]] });
    api = createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
  });

  it("lists an event's versions newest first and reads one with its definition", async () => {
    const { id } = await api.events.create({ name: "Spring Expo", questions: sampleQuestions as never });
    const read = await api.events.get(id);
    await api.events.update(id, { name: "Summer Expo" }, read);
    const page = await api.versions.list(id);
    expect(page.items.map((version) => [version.id, version.how, version.author.kind])).toEqual([
      [2, "api", "client"],
      [1, "api", "client"],
    ]);
    expect(page.items[0].summary).toEqual(["The event was renamed from “Spring Expo” to “Summer Expo”."]);
    expect(await api.versions.count(id)).toBe(2);
    const first = await api.versions.get(id, 1);
    expect(first.data.definition).toEqual({ name: "Spring Expo", type: "standard", questions: sampleQuestions });
    const picked = await api.versions.get(id, 2, { fields: ["how"] });
    expect(picked.data).toEqual({ id: 2, how: "api" });
    const all = [];
    for await (const version of api.versions.iterate(id, { pageSize: 1 })) all.push(version.id);
    expect(all).toEqual([2, 1]);
  });

  it("reads the version a registration was captured against with fields, and opens it", async () => {
    const { id } = await api.events.create({ name: "Spring Expo", questions: sampleQuestions as never });
    const values = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };
    const { id: registrationId } = await api.registrations.create(id, values);
    await api.events.update(id, { name: "Summer Expo" }, await api.events.get(id));
    const registration = await api.registrations.get(id, registrationId, { fields: ["eventVersion"] });
    expect(registration.data).toEqual({ id: registrationId, eventVersion: 1 });
    expect((await api.versions.get(id, registration.data.eventVersion!)).data.definition.name).toBe("Spring Expo");
    expect((await api.registrations.get(id, registrationId)).data).not.toHaveProperty("eventVersion");
  });

  it("answers { modified: false } to ifModifiedSince when no version is newer", async () => {
    const { id } = await api.events.create({ name: "Quiet" });
    const page = await api.versions.list(id);
    const again = await api.versions.list(id, { ifModifiedSince: new Date(Date.now() + 60_000) });
    expect(page.items).toHaveLength(1);
    expect(again.modified).toBe(false);
  });

  it("rejects a missing version with NotFoundError and a deleted event's history with GoneError", async () => {
    const { id } = await api.events.create({ name: "Short-lived" });
    await expect(api.versions.get(id, 9)).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.versions.get(id, 0)).rejects.toBeInstanceOf(TypeError);
    await api.events.delete(id);
    await expect(api.versions.list(id)).rejects.toBeInstanceOf(GoneError);
  });
});

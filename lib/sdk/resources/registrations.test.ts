import { describe, expect, it } from "vitest";
import { clientOf, empty, fakeApi, json, rejectionOf } from "../../../tests/sdk/fake-api";
import type { Client } from "../client";

const registration = {
  id: "r1",
  values: {},
  created: "2027-01-01T00:00:00.000Z",
  lastModified: "2027-01-01T00:00:00.000Z",
};
const answerAll = () => fakeApi((request) => (request.method === "GET" ? json(200, registration) : empty(204)));

const byId: [string, (api: Client, id: string) => Promise<unknown>][] = [
  ["get", (api, id) => api.registrations.get(1, id)],
  ["replace", (api, id) => api.registrations.replace(1, id, {}, new Date())],
  ["update", (api, id) => api.registrations.update(1, id, {}, new Date())],
  ["delete", (api, id) => api.registrations.delete(1, id)],
];

describe("registration ids that would change which resource is named", () => {
  it.each(byId.flatMap(([name, call]) => ["", ".", ".."].map((id) => [name, id, call] as const)))(
    "%s(1, %j) rejects with a TypeError and sends nothing",
    async (_, id, call) => {
      const api = answerAll();
      expect(await rejectionOf(call(clientOf(api), id))).toBeInstanceOf(TypeError);
      expect(api.sent).toHaveLength(0);
    },
  );

  it("sends an id holding a slash and dots as one encoded path segment", async () => {
    const api = answerAll();
    await clientOf(api).registrations.delete(1, "a/..");
    expect(api.data().map((request) => `${request.method} ${request.url.pathname}`)).toEqual([
      "DELETE /api/events/1/registrations/a%2F..",
    ]);
  });
});

describe("event ids of registrations", () => {
  const byEvent: [string, (api: Client, eventId: number) => Promise<unknown>][] = [
    ["list", (api, eventId) => api.registrations.list(eventId)],
    ["count", (api, eventId) => api.registrations.count(eventId)],
    ["summary", (api, eventId) => api.registrations.summary(eventId)],
    ["toArray", (api, eventId) => api.registrations.toArray(eventId)],
    ["create", (api, eventId) => api.registrations.create(eventId, {})],
    ["get", (api, eventId) => api.registrations.get(eventId, "r1")],
    ["deleteAll", (api, eventId) => api.registrations.deleteAll(eventId)],
  ];

  it.each(byEvent.flatMap(([name, call]) => [0, -1, 1.5, Number.NaN].map((eventId) => [name, eventId, call] as const)))(
    "%s(%s) rejects with a TypeError and sends nothing",
    async (_, eventId, call) => {
      const api = answerAll();
      expect(await rejectionOf(call(clientOf(api), eventId))).toBeInstanceOf(TypeError);
      expect(api.sent).toHaveLength(0);
    },
  );

  it("iterate over a bad event id rejects on the first step and sends nothing", async () => {
    const api = answerAll();
    expect(await rejectionOf(clientOf(api).registrations.iterate(-1).next())).toBeInstanceOf(TypeError);
    expect(api.sent).toHaveLength(0);
  });
});

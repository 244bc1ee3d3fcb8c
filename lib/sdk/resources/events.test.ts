import { describe, expect, it } from "vitest";
import { clientOf, empty, fakeApi, json, rejectionOf } from "../../../tests/sdk/fake-api";
import type { Client } from "../client";

const byId: [string, (api: Client, id: number) => Promise<unknown>][] = [
  ["get", (api, id) => api.events.get(id)],
  ["replace", (api, id) => api.events.replace(id, { name: "x" }, new Date())],
  ["update", (api, id) => api.events.update(id, { name: "x" }, new Date())],
  ["delete", (api, id) => api.events.delete(id)],
];

describe("event ids", () => {
  it.each(
    byId.flatMap(([name, call]) =>
      [0, -3, 2.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, ".." as never].map((id) => [name, id, call] as const),
    ),
  )("%s(%s) rejects with a TypeError and sends nothing", async (_, id, call) => {
    const api = fakeApi((request) =>
      request.method === "GET" ? json(200, { id: 1, name: "x", type: "standard", questions: [] }) : empty(204),
    );
    expect(await rejectionOf(call(clientOf(api), id))).toBeInstanceOf(TypeError);
    expect(api.sent).toHaveLength(0);
  });
});

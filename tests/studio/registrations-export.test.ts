// The studio's registration streams over HTTP against a real server: the CSV export and the answer counts cross an
// API page (1,000) and hold every registration once; a signed-out request and an id that names no event are refused
// as JSON, never a stack. Answers with line breaks, lone CRs, quotes, commas, tabs and formula starts come back from
// the export exactly as stored, on both databases.
import { parse } from "csv-parse/sync";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { neutralise } from "../../lib/registrations/csv";
import { createClient, type Client } from "../../lib/sdk";
import { registrationsCsv } from "../../lib/studio/loaders/registration-streams";
import { DATABASES, startServer, type TestServer } from "../support/server";

// The streams module is server-only in the app; here it runs in the test's process against the real server.
vi.mock("server-only", () => ({}));

type Jar = Map<string, string>;
const COUNT = 1050;
let server: TestServer;
let api: Client;
let eventId: number;
const jar: Jar = new Map();

async function sendTo(
  target: TestServer,
  cookies: Jar,
  pathname: string,
  init: RequestInit = {},
  signedIn = true,
): Promise<Response> {
  const cookie = signedIn ? [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") : "";
  const response = await fetch(`${target.baseUrl}${pathname}`, {
    ...init,
    redirect: "manual",
    headers: { cookie, ...(init.headers as Record<string, string>) },
  });
  if (signedIn)
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  return response;
}

const send = (pathname: string, init: RequestInit = {}, signedIn = true) =>
  sendTo(server, jar, pathname, init, signedIn);

/** Signs OWNER in on `target`, keeping the session's cookies in `cookies`. */
async function signInTo(target: TestServer, cookies: Jar): Promise<void> {
  const { csrfToken } = (await (await sendTo(target, cookies, "/auth/csrf")).json()) as { csrfToken: string };
  const body = new URLSearchParams({ email: OWNER.email, password: OWNER.password, csrfToken, callbackUrl: "/events" });
  const signedIn = await sendTo(target, cookies, "/auth/callback/credentials", {
    method: "POST",
    body,
    headers: { "content-type": "application/x-www-form-urlencoded" },
  });
  expect(signedIn.status).toBe(302);
}

/** An SDK client of `target`'s first seeded API client. */
function sdkOf(target: TestServer, options: Partial<Parameters<typeof createClient>[0]> = {}): Client {
  const [client] = target.clients;
  return createClient({
    baseUrl: target.baseUrl,
    clientId: client.clientId,
    clientSecret: client.clientSecret,
    ...options,
  });
}

const OWNER = {
  email: "owner@acme.example",
  password: "acme owner long passphrase",
  companies: [["acme", "owner"]] as [string, "owner"][],
};

beforeAll(async () => {
  server = await startServer({ database: "pglite", clients: [["acme"]], people: [OWNER] });
  api = sdkOf(server);
  ({ id: eventId } = await api.events.create({
    name: "Export Expo",
    questions: [
      { id: "fullName", type: "text", label: "Name" },
      { id: "email", type: "email", label: "E-mail" },
      { id: "company", type: "text", label: "Company" },
      {
        id: "size",
        type: "radio",
        label: "Size",
        options: [
          { id: "s", label: "Small" },
          { id: "l", label: "Large" },
        ],
      },
    ],
  }));
  for (let start = 0; start < COUNT; start += 50) {
    await Promise.all(
      Array.from({ length: Math.min(50, COUNT - start) }, (_, k) => start + k).map((i) =>
        api.registrations.create(eventId, {
          fullName: { value: `Zoë Núñez${i}` },
          email: { value: `lead${i}@example.com` },
          company: { value: i === 7 ? "=1+1" : `Société ${i}` },
          size: { value: i % 3 ? "s" : "l" },
        }),
      ),
    );
  }
  await signInTo(server, jar);
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await server?.destroy();
});

describe("GET /events/:eventId/registrations/export", () => {
  it("streams every registration once, past the API's page size: BOM, header, neutralised formula cells", async () => {
    const response = await send(`/events/${eventId}/registrations/export`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''Export%20Expo%20registrations%20");
    expect(response.headers.get("x-registration-count")).toBe(String(COUNT));
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...records] = parse(bytes, { bom: true }) as string[][];
    expect(header).toEqual([
      "First name",
      "Last name",
      "Other names",
      "E-mail",
      "Company",
      "Size",
      "Registered at (UTC)",
      "Registration id",
      "Captured at (UTC)",
      "Capture device",
      "Capture staff",
      "Form version (UTC)",
    ]);
    expect(records).toHaveLength(COUNT);
    const ids = (await api.registrations.toArray(eventId, { fields: ["id"] })).map((registration) => registration.id);
    // In creation order; an id that starts with "-" is neutralised like any other cell.
    expect(records.map((record) => record[7])).toEqual(ids.map(neutralise));
    const seven = records.find((record) => record[3] === "lead7@example.com")!;
    expect(seven.slice(0, 6)).toEqual(["Zoë", "Núñez7", "", "lead7@example.com", "'=1+1", "Small"]);
  });

  it("refuses a signed-out request and an address that names no event, as JSON", async () => {
    const signedOut = await send(`/events/${eventId}/registrations/export`, {}, false);
    expect(signedOut.status).toBe(401);
    expect(await signedOut.json()).toMatchObject({ error: "signedOut" });
    for (const id of ["999999", "abc"]) {
      const missing = await send(`/events/${id}/registrations/export`);
      expect(missing.status).toBe(404);
      expect(((await missing.json()) as { message: string }).message).not.toMatch(/at .*\.js/);
    }
  });

  it("a reader that goes away mid-stream leaves the server answering", async () => {
    const response = await send(`/events/${eventId}/registrations/export`);
    const reader = response.body!.getReader();
    await reader.read();
    await reader.cancel();
    expect((await send(`/events/${eventId}/registrations/export`)).status).toBe(200);
  });
});

describe("registrationsCsv (the export's stream) stops reading pages when its reader goes away", () => {
  /** An SDK client whose page reads of the event's registrations are counted. */
  function counted() {
    const pages: string[] = [];
    const fetching: typeof fetch = (input, init) => {
      const url = String(input instanceof Request ? input.url : input);
      if ((init?.method ?? "GET") === "GET" && url.includes("/registrations"))
        pages.push(new Headers(init?.headers).get("range") ?? "");
      return fetch(input, init);
    };
    return { pages, client: sdkOf(server, { fetch: fetching }) };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

  it("cancelled after the first page, it never asks for the second", async () => {
    const { pages, client } = counted();
    const { data: event } = await client.events.get(eventId);
    const reader = registrationsCsv(client, event, new AbortController().signal).getReader();
    await reader.read(); // the header
    await reader.read(); // the first 1,000
    await reader.cancel();
    await settle();
    expect(pages).toEqual(["resources=0-999"]);
  });

  it("the request's signal aborting ends the iteration too", async () => {
    const { pages, client } = counted();
    const { data: event } = await client.events.get(eventId);
    const abort = new AbortController();
    const reader = registrationsCsv(client, event, abort.signal).getReader();
    await reader.read();
    await reader.read();
    abort.abort();
    await settle();
    expect(pages).toEqual(["resources=0-999"]);
    void reader.cancel();
  });

  it("read to the end, it asks for each page once", async () => {
    const { pages, client } = counted();
    const { data: event } = await client.events.get(eventId);
    const reader = registrationsCsv(client, event, new AbortController().signal).getReader();
    while (!(await reader.read()).done);
    expect(pages).toEqual(["resources=0-999", "resources=1000-1999"]);
  });
});

describe("GET /events/:eventId/registrations/answers", () => {
  it("reports progress per page, then charts over every registration", async () => {
    const response = await send(`/events/${eventId}/registrations/answers`);
    expect(response.status).toBe(200);
    const lines = (await response.text())
      .trim()
      .split("\n")
      .map(
        (line) =>
          JSON.parse(line) as {
            type: string;
            done?: number;
            charts?: { questionId: string; total: number; bars: { key: string; count: number }[] }[];
          },
      );
    expect(lines.filter((line) => line.type === "progress").map((line) => line.done)).toEqual([1000, COUNT]);
    const [size] = lines.at(-1)!.charts!;
    expect(size).toMatchObject({ questionId: "size", total: COUNT });
    const large = Array.from({ length: COUNT }, (_, i) => i).filter((i) => i % 3 === 0).length;
    expect(Object.fromEntries(size.bars.map((bar) => [bar.key, bar.count]))).toEqual({
      "option:s": COUNT - large,
      "option:l": large,
      "(not answered)": 0,
    });
  });
});

/** Answers people type at a stand (multi-line notes) and the characters a CSV writer must get right. */
const AWKWARD: { company: string; notes: string }[] = [
  { company: "Acme, Inc.", notes: "Notes from the conversation:\nwants a demo\nbudget in Q3" },
  { company: '"Quoted" Ltd', notes: "lone\rcarriage return" },
  { company: "Tab\tCo", notes: "a CRLF\r\nbreak" },
  { company: '=HYPERLINK("http://evil.example","x")', notes: 'said "call me", then left' },
  { company: "+33 1 23 45 67 89", notes: "tab\tseparated\tnotes" },
  { company: "-2+3", notes: "\nstarts with a break" },
  { company: "@Engines", notes: "ends with a break\n" },
  { company: "-42", notes: "\r" },
  { company: "Zoë Ångström 😀", notes: "\n\n\n" },
];

/** A cell as stored: the export's formula guard put one apostrophe before what `neutralise` prefixes. */
const restored = (cell: string) => (cell.startsWith("'") && neutralise(cell.slice(1)) === cell ? cell.slice(1) : cell);

describe.each(DATABASES)(
  "GET /events/:eventId/registrations/export with line breaks, quotes, commas and tabs in the answers (%s)",
  (database) => {
    let own: TestServer;
    let ownApi: Client;
    let ownEventId: number;
    const cookies: Jar = new Map();

    beforeAll(async () => {
      own = await startServer({ database, clients: [["acme"]], people: [OWNER] });
      ownApi = sdkOf(own);
      ({ id: ownEventId } = await ownApi.events.create({
        name: "Notes Expo",
        questions: [
          { id: "email", type: "email", label: "E-mail" },
          { id: "company", type: "text", label: "Company" },
          { id: "notes", type: "text", subtype: "multiline", label: "Notes from the conversation" },
        ],
      }));
      // One at a time: creation order is the export's order.
      for (const [i, { company, notes }] of AWKWARD.entries())
        await ownApi.registrations.create(ownEventId, {
          email: { value: `lead${i}@example.com` },
          company: { value: company },
          notes: { value: notes },
        });
      await signInTo(own, cookies);
    }, 300_000);

    afterAll(async () => {
      await own?.stop();
      await own?.destroy();
    });

    it(
      "writes one record per registration, each cell with a CR or LF quoted, " +
        "parsed back into exactly the stored values",
      async () => {
        const response = await sendTo(own, cookies, `/events/${ownEventId}/registrations/export`);
        expect(response.status).toBe(200);
        const text = Buffer.from(await response.arrayBuffer()).toString("utf8");
        // As a spreadsheet reads it: a lone LF or CR outside quotes would end a record too.
        const [header, ...records] = parse(text, { bom: true, record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
        expect(header).toEqual([
          "E-mail",
          "Company",
          "Notes from the conversation",
          "Registered at (UTC)",
          "Registration id",
          "Captured at (UTC)",
          "Capture device",
          "Capture staff",
          "Form version (UTC)",
        ]);
        expect(records).toHaveLength(AWKWARD.length);
        const stored = await ownApi.registrations.toArray(ownEventId);
        expect(records.map((record) => record.slice(0, 3).map(restored))).toEqual(
          stored.map((registration) => ["email", "company", "notes"].map((id) => registration.values[id]?.value)),
        );
        expect(records.map((record) => restored(record[4]))).toEqual(stored.map((registration) => registration.id));
        // The formula guard still holds.
        for (const record of records)
          for (const cell of record) expect(cell).not.toMatch(/^[\s\u3000]*[=+@\uFF1D\uFF0B\uFF0D\uFF20]/u);
      },
    );

    it("writes Registered at as ISO 8601 in UTC, which spreadsheets sort as a date", async () => {
      const response = await sendTo(own, cookies, `/events/${ownEventId}/registrations/export`);
      const [, ...records] = parse(Buffer.from(await response.arrayBuffer()), { bom: true }) as string[][];
      const stored = await ownApi.registrations.toArray(ownEventId);
      expect(records.map((record) => record[3])).toEqual(
        stored.map((registration) => new Date(registration.created).toISOString().replace(/\.\d{3}Z$/, "Z")),
      );
      for (const record of records) expect(record[3]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    });
  },
);

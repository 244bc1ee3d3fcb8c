// The Capture page over HTTP on both databases (docs/security.md "Roles"; docs/decisions.md §10.2): owners and
// editors see the passcode, viewers neither the page nor the passcode; hand-made requests for what a role may not
// do are refused and change nothing; an owner's revoke refuses the device's token at the API's next request.
import { spawnSync } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient } from "../../lib/sdk";
import { startServer, VENDOR, type TestServer } from "../support/server";
import { callAction, newJar, send, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const CAPTURE = "app/(studio)/settings/capture/actions.ts";
const ROOT = path.resolve(__dirname, "../..");
const PEOPLE = [
  { email: "owner@stand.example", name: "Olga Owner", role: "owner" },
  { email: "editor@stand.example", name: "Eddie Editor", role: "editor" },
  { email: "viewer@stand.example", name: "Vera Viewer", role: "viewer" },
] as const;

/** Devices written while no server runs on the data (the embedded database allows one process). */
function seedDevices(server: TestServer, devices: { username: string; name: string; staff: string }[]) {
  const result = spawnSync(
    path.join(ROOT, "node_modules", ".bin", "tsx"),
    [path.join(ROOT, "tests", "support", "seed-devices.ts"), JSON.stringify(devices)],
    {
      cwd: ROOT,
      encoding: "utf8",
      env: {
        ...process.env,
        ...(server.database === "postgres"
          ? { DATABASE_URL: server.databaseUrl }
          : { DATA_DIR: server.dataDir, DATABASE_URL: "" }),
      },
    },
  );
  if (result.status !== 0) throw new Error(`Creating test devices failed: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split("\n").pop() ?? "[]") as { id: string; accessToken: string }[];
}

describe.each(["pglite", "postgres"] as const)("the Capture page on %s", (database) => {
  let first: TestServer;
  let server: TestServer;
  let devices: { id: string; accessToken: string }[];
  const jars: Record<string, Jar> = {};

  beforeAll(async () => {
    first = await startServer({
      database,
      clients: [["stand"]],
      people: PEOPLE.map(({ email, name, role }) => ({
        email,
        name,
        password: PASSWORD,
        companies: [["stand", role]],
      })),
    });
    await first.stop();
    devices = seedDevices(first, [
      { username: "stand", name: "Tablet 1", staff: "Ada Lovelace" },
      { username: "stand", name: "Tablet 2", staff: "Grace Hopper" },
    ]);
    server = await startServer({ database, dataDir: first.dataDir, databaseUrl: first.databaseUrl });
    server.clients.push(...first.clients);
    for (const { email } of PEOPLE) {
      jars[email] = newJar();
      await signIn(server, jars[email], { email, password: PASSWORD });
    }
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await first?.destroy();
  });

  const api = () =>
    createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
  const passcode = async () => (await api().company.get()).data.appPasscode;
  const page = async (email: string) =>
    (await (await send(server, jars[email], "/settings/capture")).text()).replace(/<!-- -->/g, "");
  /** The device token's answer at the API (a revoked device's token is unknown: 401). */
  const deviceAsks = async (accessToken: string, at = server) =>
    (
      await fetch(`${at.baseUrl}/api/company`, {
        headers: { Accept: VENDOR, Authorization: `Bearer ${accessToken}` },
      })
    ).status;

  it("shows owners and editors the passcode and the devices; viewers get neither", async () => {
    const code = await passcode();
    const owner = await page("owner@stand.example");
    expect(owner).toContain(code);
    expect(owner).toContain("Tablet 1");
    expect(owner).toContain("Revoke");
    const editor = await page("editor@stand.example");
    expect(editor).toContain(code);
    expect(editor).toContain("Grace Hopper");
    expect(editor).not.toContain("Revoke<");
    const viewer = await page("viewer@stand.example");
    expect(viewer).toContain("Not available to your role");
    expect(viewer).not.toContain(code);
    expect(viewer).not.toContain("Tablet 1");
  });

  it("refuses a viewer's hand-made rotate, and an editor's rename, revoke and close; nothing changes", async () => {
    const code = await passcode();
    const { id: eventId } = await api().events.create({ name: "Stand Expo" });
    const viewer = jars["viewer@stand.example"];
    const editor = jars["editor@stand.example"];
    const refusals = [
      [viewer, "rotateCapturePasscode", {}, "it needs owner or editor"],
      [viewer, "revokeCaptureDevice", { deviceId: devices[0].id }, "it needs owner."],
      [editor, "renameCaptureDevice", { deviceId: devices[0].id, name: "Taken" }, "it needs owner."],
      [editor, "revokeCaptureDevice", { deviceId: devices[0].id }, "it needs owner."],
      [editor, "setEventOpenForCapture", { eventId, open: false }, "it needs owner."],
    ] as const;
    for (const [jar, name, input, needs] of refusals) {
      const answer = await callAction(server, jar, "/settings/capture", CAPTURE, name, input);
      expect(answer.result, name).toMatchObject({
        ok: false,
        error: { code: "forbidden", message: expect.stringContaining(needs) },
      });
    }
    expect(await passcode()).toBe(code);
    expect(await deviceAsks(devices[0].accessToken)).not.toBe(401);
    const owner = await page("owner@stand.example");
    expect(owner).toContain("Tablet 1");
    expect(owner).not.toContain("Taken");
    expect(/<button[^>]*aria-label="Open for capture: Stand Expo"[^>]*>/.exec(owner)?.[0]).toContain(
      'aria-checked="true"',
    );
  });

  it("lets an editor rotate the passcode: a new one, in the API's company too", async () => {
    const before = await passcode();
    const answer = await callAction(
      server,
      jars["editor@stand.example"],
      "/settings/capture",
      CAPTURE,
      "rotateCapturePasscode",
      {},
    );
    expect(answer.result).toMatchObject({ ok: true, data: { appPasscode: expect.stringMatching(/^[0-9a-f]{12}$/) } });
    const after = (answer.result?.data as { appPasscode: string }).appPasscode;
    expect(after).not.toBe(before);
    expect(await passcode()).toBe(after);
    // Devices signed in before keep their tokens.
    expect(await deviceAsks(devices[1].accessToken)).not.toBe(401);
  });

  it("refuses bad input with what to do, and changes nothing", async () => {
    const owner = jars["owner@stand.example"];
    const blank = await callAction(server, owner, "/settings/capture", CAPTURE, "renameCaptureDevice", {
      deviceId: devices[0].id,
      name: "   ",
    });
    expect(blank.result).toMatchObject({
      ok: false,
      error: { code: "invalidInput", message: expect.stringMatching(/give the device a name/) },
    });
    const unknown = await callAction(server, owner, "/settings/capture", CAPTURE, "revokeCaptureDevice", {
      deviceId: "dev_unknown",
    });
    expect(unknown.result).toMatchObject({ ok: false, error: { code: "notFound" } });
    expect(await page("owner@stand.example")).toContain("Tablet 1");
  });

  it("revokes a device for an owner: its token is refused at the API's next request, the other keeps working", async () => {
    const owner = jars["owner@stand.example"];
    // Used once, so that a process that remembers tokens has it.
    expect(await deviceAsks(devices[0].accessToken)).not.toBe(401);
    const revoked = await callAction(server, owner, "/settings/capture", CAPTURE, "revokeCaptureDevice", {
      deviceId: devices[0].id,
    });
    expect(revoked.result).toEqual({ ok: true, data: { deviceId: devices[0].id, name: "Tablet 1" } });
    expect(await deviceAsks(devices[0].accessToken)).toBe(401);
    expect(await deviceAsks(devices[1].accessToken)).not.toBe(401);
    const again = await callAction(server, owner, "/settings/capture", CAPTURE, "revokeCaptureDevice", {
      deviceId: devices[0].id,
    });
    expect(again.result).toMatchObject({ ok: false, error: { code: "alreadyRevoked" } });
    expect(await page("owner@stand.example")).toMatch(/Revoked.*by Olga Owner/s);
    const activity = await (await send(server, owner, "/activity")).text();
    expect(activity.replace(/<!-- -->/g, "")).toContain("revoked the capture device");
  });

  it.runIf(database === "postgres")(
    "revokes a device in one server process and its token is refused by another at once",
    async () => {
      const other = await startServer({ database, databaseUrl: server.databaseUrl });
      try {
        expect(await deviceAsks(devices[1].accessToken, other)).not.toBe(401);
        const revoked = await callAction(
          server,
          jars["owner@stand.example"],
          "/settings/capture",
          CAPTURE,
          "revokeCaptureDevice",
          {
            deviceId: devices[1].id,
          },
        );
        expect(revoked.result).toMatchObject({ ok: true });
        expect(await deviceAsks(devices[1].accessToken, other)).toBe(401);
      } finally {
        await other.stop();
      }
    },
    60_000,
  );
});

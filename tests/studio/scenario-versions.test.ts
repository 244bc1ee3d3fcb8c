// Logic scenarios kept with the event's versions, over HTTP on both databases (docs/studio.md "History" and
// "Scenarios"): each version carries the scenarios the event had when it was saved; the History says what a version
// changed in them and shows them read only; a whole restore brings them back and says so, for owners and editors
// only (an API client's headers cannot); and the search for the version that broke a scenario, which viewers may
// ask too, is remembered until a save or a rewrite: the second ask runs the scenario on no version.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Scenario } from "../../lib/questions/scenarios";
import { createClient, type Client } from "../../lib/sdk";
import {
  buyerScenario as buyer,
  budgetForm,
  EDITOR_ACTIONS as EDITOR,
  engineerScenario as engineer,
  HISTORY_ACTIONS as HISTORY,
  SCENARIO_ACTIONS as SCENARIOS,
  type TestQuestion,
} from "../support/scenario-fixtures";
import { startServer, type TestServer } from "../support/server";
import { callAction, newJar, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const form = budgetForm();
const engineerForm = budgetForm("engineer");

describe.each(["pglite", "postgres"] as const)("scenarios kept with versions on %s", (database) => {
  let server: TestServer;
  let api: Client;
  const editor: Jar = newJar();
  const viewer: Jar = newJar();

  beforeAll(async () => {
    server = await startServer({
      database,
      clients: [["stand"]],
      people: [
        { email: "ed@stand.example", name: "Eddie Editor", password: PASSWORD, companies: [["stand", "editor"]] },
        { email: "vi@stand.example", name: "Vera Viewer", password: PASSWORD, companies: [["stand", "viewer"]] },
      ],
    });
    await signIn(server, editor, { email: "ed@stand.example", password: PASSWORD });
    await signIn(server, viewer, { email: "vi@stand.example", password: PASSWORD });
    api = createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[0].clientId,
      clientSecret: server.clients[0].clientSecret,
    });
  }, 180_000);
  afterAll(async () => {
    await server?.destroy();
  });

  const act = (jar: Jar, id: number, file: string, name: string, input: unknown) =>
    callAction(server, jar, `/events/${id}`, file, name, input);
  const keep = async (id: number, put: Scenario[], remove: string[] = []) => {
    const kept = await act(editor, id, SCENARIOS, "saveScenarios", { eventId: id, put, remove });
    expect(kept.result).toMatchObject({ ok: true });
  };
  const save = async (id: number, questions: TestQuestion[], extra: Record<string, unknown> = {}, jar = editor) => {
    const read = await api.events.get(id);
    return act(jar, id, EDITOR, "saveEvent", {
      eventId: id,
      form: { name: "Stand Expo", type: "standard", questions },
      basedOn: read.lastModified!.toUTCString(),
      ...extra,
    });
  };
  const stored = async (id: number) => {
    const answer = await act(viewer, id, SCENARIOS, "checkEventScenarios", { eventId: id, questions: form });
    return (answer.result as { data: { scenarioId: string }[] }).data.map((result) => result.scenarioId);
  };

  it("keeps each version's scenarios, says what each changed, and restores them with the whole version", async () => {
    const { id } = await api.events.create({ name: "Stand Expo", questions: form as never });
    await keep(id, [buyer]);
    expect((await save(id, form)).result).toMatchObject({ ok: true, data: { status: "saved" } }); // version 2: A
    await keep(id, [engineer], ["buyer"]);
    expect((await save(id, form)).result).toMatchObject({ ok: true, data: { status: "saved" } }); // version 3: B

    // The History, as a viewer sees it: what each version changed in the scenarios, and a version's own.
    const page = await act(viewer, id, HISTORY, "listVersions", { eventId: id, from: 0 });
    expect(page.result).toMatchObject({
      ok: true,
      data: {
        total: 3,
        scenarioLines: {
          2: ["Scenario “Buyer sees the budget” added."],
          3: ["Scenario “Engineer sees no budget” added.", "Scenario “Buyer sees the budget” removed."],
        },
        scenariosSince: null,
      },
    });
    expect((page.result as { data: { scenarioLines: Record<string, unknown> } }).data.scenarioLines[1]).toBeUndefined();
    const two = await act(viewer, id, HISTORY, "readVersionScenarios", { eventId: id, n: 2 });
    expect(two.result).toEqual({
      ok: true,
      data: { status: "kept", scenarios: [{ id: "buyer", name: "Buyer sees the budget", passed: true, failures: [] }] },
    });

    // A viewer cannot restore; an API client's studio headers are ignored: the scenarios stay.
    const refused = await save(id, form, { how: "restore", restoredFrom: 2, restoreScenarios: true }, viewer);
    expect(refused.result).toMatchObject({ ok: false, error: { code: "forbidden" } });
    const read = await api.events.get(id);
    await api.events.replace(id, { name: "Stand Expo", type: "standard", questions: form as never }, read, {
      headers: {
        "Studio-Person": "1",
        "Studio-How": "restore",
        "Studio-Restored-From": "2",
        "Studio-Restore-Scenarios": "yes",
      },
    });
    expect(await stored(id)).toEqual(["engineer"]); // version 4, through the API: B

    // One question restored leaves them; the whole version brings them back and says so.
    const one = await save(id, form, { how: "restore", restoredFrom: 2 });
    expect(one.result).toMatchObject({ ok: true, data: { status: "saved" } });
    expect((one.result as { data: { notice?: string } }).data.notice).toBeUndefined();
    expect(await stored(id)).toEqual(["engineer"]);
    const whole = await save(id, form, { how: "restore", restoredFrom: 2, restoreScenarios: true });
    expect(whole.result).toMatchObject({
      ok: true,
      data: {
        status: "saved",
        scenarios: [buyer],
        notice:
          "Version 2 restored. The scenarios of version 2 are back — back: “Buyer sees the budget”; " +
          "removed (not in version 2): “Engineer sees no budget”.",
      },
    });
    expect(await stored(id)).toEqual(["buyer"]);
    const newest = (await api.versions.list(id)).items[0];
    expect(newest).toMatchObject({ id: 6, how: "restore", restoredFrom: 2 });
    const six = await act(viewer, id, HISTORY, "readVersionScenarios", { eventId: id, n: 6 });
    expect(six.result).toMatchObject({ ok: true, data: { status: "kept", scenarios: [{ id: "buyer" }] } });

    // A change of the scenarios alone makes no version: the History says it is kept for the next save.
    await keep(id, [{ ...buyer, name: "Buyers see the budget" }]);
    const since = await act(viewer, id, HISTORY, "listVersions", { eventId: id, from: 0 });
    expect(since.result).toMatchObject({
      ok: true,
      data: {
        total: 6,
        scenariosSince: { since: 6, lines: ["Scenario “Buyer sees the budget” renamed “Buyers see the budget”."] },
      },
    });
  });

  it("checks a whole restore against the version's own scenarios, asking before a failing one", async () => {
    const { id } = await api.events.create({ name: "Check Expo", questions: form as never });
    await keep(id, [buyer]);
    await save(id, form); // version 2 carries the buyer scenario
    await keep(id, [engineer], ["buyer"]);
    // Today's scenario (engineer) fails on version 2's form, but the restore brings back version 2's, which pass.
    const restored = await save(id, form, { how: "restore", restoredFrom: 2, restoreScenarios: true });
    expect(restored.result).toMatchObject({ ok: true, data: { status: "saved" } });
    // Version 2's scenario fails on another form: restoring that form asks first (refused unconfirmed).
    await save(id, engineerForm, { confirmedScenarios: ["buyer"] });
    const asked = await save(id, engineerForm, { how: "restore", restoredFrom: 2, restoreScenarios: true });
    expect(asked.result).toMatchObject({ ok: false, error: { code: "scenariosFailing" } });
  });

  it("remembers which version broke a scenario until a save or a rewrite; viewers may ask", async () => {
    const { id } = await api.events.create({ name: "Break Expo", questions: form as never });
    await keep(id, [buyer]);
    await save(id, form); // 2: passes
    expect((await save(id, engineerForm, { confirmedScenarios: ["buyer"] })).result).toMatchObject({ ok: true }); // 3
    const ask = async () => {
      const answer = await act(viewer, id, SCENARIOS, "findScenarioBreak", { eventId: id, scenarioId: "buyer" });
      expect(answer.result?.ok, JSON.stringify(answer.result)).toBe(true);
      return (answer.result as { data: { status: string; n?: number; read: number } }).data;
    };
    const first = await ask();
    expect(first).toMatchObject({ status: "broken", n: 3, author: "Eddie Editor" });
    expect(first.read).toBe(2);
    // Asked again: the same answer, and no version run.
    expect(await ask()).toEqual({ ...first, read: 0 });
    // A new save (still broken): the search runs again, and finds the same version.
    expect((await save(id, engineerForm, { confirmedScenarios: ["buyer"] })).result).toMatchObject({ ok: true }); // 4
    const afterSave = await ask();
    expect(afterSave).toMatchObject({ status: "broken", n: 3 });
    expect(afterSave.read).toBe(3);
    expect((await ask()).read).toBe(0);
    // A rename keeps the answer; a rewrite of what it checks asks again.
    await keep(id, [{ ...buyer, name: "Buyers see it" }]);
    expect((await ask()).read).toBe(0);
    await keep(id, [{ ...buyer, expect: { budget: { displayed: false } } }]);
    const rewritten = await ask();
    expect(rewritten).toMatchObject({ status: "passesSaved" });
    expect(rewritten.read).toBe(1);
  });
});

describe("the remembered break search across two processes on one PostgreSQL", () => {
  let a: TestServer;
  let b: TestServer;
  const here: Jar = newJar();
  const there: Jar = newJar();
  beforeAll(async () => {
    a = await startServer({
      database: "postgres",
      clients: [["shared"]],
      people: [{ email: "ed@shared.example", name: "Ed", password: PASSWORD, companies: [["shared", "editor"]] }],
    });
    b = await startServer({ database: "postgres", databaseUrl: a.databaseUrl });
    await signIn(a, here, { email: "ed@shared.example", password: PASSWORD });
    await signIn(b, there, { email: "ed@shared.example", password: PASSWORD });
  }, 180_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
    await a?.destroy();
  });

  it("answers anew in one process after the other saved", async () => {
    const api = createClient({
      baseUrl: a.baseUrl,
      clientId: a.clients[0].clientId,
      clientSecret: a.clients[0].clientSecret,
    });
    const { id } = await api.events.create({ name: "Shared Expo", questions: form as never });
    const act = (server: TestServer, jar: Jar, file: string, name: string, input: unknown) =>
      callAction(server, jar, `/events/${id}`, file, name, input);
    const save = async (server: TestServer, jar: Jar, questions: TestQuestion[]) => {
      const read = await api.events.get(id);
      const saved = await act(server, jar, EDITOR, "saveEvent", {
        eventId: id,
        form: { name: "Shared Expo", type: "standard", questions },
        basedOn: read.lastModified!.toUTCString(),
        confirmedScenarios: ["buyer"],
      });
      expect(saved.result).toMatchObject({ ok: true, data: { status: "saved" } });
    };
    const ask = async (server: TestServer, jar: Jar) =>
      (
        (await act(server, jar, SCENARIOS, "findScenarioBreak", { eventId: id, scenarioId: "buyer" })).result as {
          data: { status: string; n?: number; read: number };
        }
      ).data;
    expect(
      (await act(a, here, SCENARIOS, "saveScenarios", { eventId: id, put: [buyer], remove: [] })).result,
    ).toMatchObject({ ok: true });
    await save(a, here, engineerForm); // 2: broken
    expect(await ask(a, here)).toMatchObject({ status: "broken", n: 2, read: 2 });
    expect(await ask(a, here)).toMatchObject({ status: "broken", n: 2, read: 0 });
    // The other process saves a form where it passes again: the first process's next answer says so.
    await save(b, there, form); // 3
    expect(await ask(a, here)).toMatchObject({ status: "passesSaved", read: 1 });
  });
});

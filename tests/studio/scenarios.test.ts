// The editor's logic scenarios over HTTP on both databases (docs/studio.md "Scenarios"): kept with their event,
// written by owners and editors, read by viewers; bad input refused with what to do, changing nothing; the save
// refused while a scenario fails unconfirmed, and going through once confirmed; and the server's verdicts held to
// the editor's (the worker's runner) on 500 random cases. SCENARIO_DIFF_SEED=<seed> replays a printed seed.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createScenarioRunner } from "../../components/scenarios/scenario-runner";
import { answerChanges, randomForm } from "../../lib/logic/testing/arbitrary-forms";
import { recordScenario, type Scenario, type ScenarioResult, type ScenarioValues } from "../../lib/questions/scenarios";
import { createClient } from "../../lib/sdk";
import {
  buyerScenario as buyer,
  budgetForm,
  EDITOR_ACTIONS as EDITOR,
  SCENARIO_ACTIONS as SCENARIOS,
} from "../support/scenario-fixtures";
import { startServer, type TestServer } from "../support/server";
import { callAction, newJar, send, signIn, type Jar } from "../support/studio";

const PASSWORD = "a long enough passphrase";
const PEOPLE = [
  { email: "owner@stand.example", name: "Olga Owner", role: "owner" },
  { email: "editor@stand.example", name: "Eddie Editor", role: "editor" },
  { email: "viewer@stand.example", name: "Vera Viewer", role: "viewer" },
] as const;
/** Random forms per database, each with this many scenarios: 500 cases. */
const FORMS = 50;
const PER_FORM = 10;
const seed = Number(process.env.SCENARIO_DIFF_SEED ?? Date.now() % 2_147_483_647);

const form = budgetForm();

/** Failures in one order: the database keeps a scenario's keys in its own order. */
const sorted = (failures: ScenarioResult["failures"]) =>
  failures
    .map(({ questionId, property, expected, actual }) => ({ questionId, property, expected, actual }))
    .sort((a, b) => `${a.questionId}/${a.property}`.localeCompare(`${b.questionId}/${b.property}`));

describe.each(["pglite", "postgres"] as const)("logic scenarios on %s", (database) => {
  let server: TestServer;
  const jars: Record<string, Jar> = {};
  let eventId: number;

  beforeAll(async () => {
    server = await startServer({
      database,
      clients: [["stand"], ["other"]],
      people: PEOPLE.map(({ email, name, role }) => ({
        email,
        name,
        password: PASSWORD,
        companies: [["stand", role]],
      })),
    });
    for (const { email } of PEOPLE) {
      jars[email] = newJar();
      await signIn(server, jars[email], { email, password: PASSWORD });
    }
    eventId = (await api().events.create({ name: "Stand Expo", questions: form as never })).id;
  }, 180_000);
  afterAll(async () => {
    await server?.destroy();
  });

  const api = (client = 0) =>
    createClient({
      baseUrl: server.baseUrl,
      clientId: server.clients[client].clientId,
      clientSecret: server.clients[client].clientSecret,
    });
  const act = (email: string, file: string, name: string, input: unknown, id = eventId) =>
    callAction(server, jars[email], `/events/${id}`, file, name, input);
  const stored = async (id = eventId) => {
    const answer = await act("viewer@stand.example", SCENARIOS, "checkEventScenarios", {
      eventId: id,
      questions: form,
    });
    return answer.result as { ok: boolean; data: ScenarioResult[] };
  };

  it("lets editors keep scenarios with the event, viewers read their verdicts; refuses a viewer's write", async () => {
    const kept = await act("editor@stand.example", SCENARIOS, "saveScenarios", { eventId, put: [buyer], remove: [] });
    expect(kept.result).toMatchObject({ ok: true, data: [buyer] });
    expect(await stored()).toEqual({ ok: true, data: [{ scenarioId: "buyer", passed: true, failures: [] }] });
    const refused = await act("viewer@stand.example", SCENARIOS, "saveScenarios", {
      eventId,
      put: [],
      remove: ["buyer"],
    });
    expect(refused.result).toMatchObject({
      ok: false,
      error: { code: "forbidden", message: expect.stringContaining("it needs owner or editor") },
    });
    expect((await stored()).data).toHaveLength(1);
  });

  it("leaves an activity row per scenario saved, renamed, rewritten and deleted, naming the event", async () => {
    const editor = "editor@stand.example";
    const { id } = await api().events.create({ name: "Activity Expo", questions: form as never });
    const change = (put: Scenario[], remove: string[] = []) =>
      act(editor, SCENARIOS, "saveScenarios", { eventId: id, put, remove }, id);
    const first = { ...buyer, id: "tracked", name: "Tracked budget" };
    expect((await change([first])).result).toMatchObject({ ok: true });
    // Stored again as it is: no row.
    expect((await change([first])).result).toMatchObject({ ok: true });
    const renamed = { ...first, name: "Buyer budget" };
    expect((await change([renamed])).result).toMatchObject({ ok: true });
    const rewritten = { ...renamed, expect: { jobRole: renamed.expect.jobRole } };
    expect((await change([rewritten])).result).toMatchObject({ ok: true });
    expect((await change([], ["tracked"])).result).toMatchObject({ ok: true });
    const page = (await (await send(server, jars["owner@stand.example"], "/activity")).text()).replace(/<[^>]*>/g, "");
    const rows = [
      "saved the logic scenario “Tracked budget (Activity Expo)”",
      "renamed the logic scenario “Tracked budget → Buyer budget (Activity Expo)”",
      "rewrote the expectations of the logic scenario “Buyer budget (Activity Expo)”",
      "deleted the logic scenario “Buyer budget (Activity Expo)”",
    ];
    // Each once: storing a scenario again unchanged left no row.
    for (const row of rows) expect(page.split(row).length - 1).toBe(1);
    expect(page).toContain("Eddie Editor");
  });

  it("refuses bad input and another company's event with what to do, changing nothing", async () => {
    const owner = "owner@stand.example";
    const unnamed = await act(owner, SCENARIOS, "saveScenarios", {
      eventId,
      put: [{ ...buyer, name: " " }],
      remove: [],
    });
    expect(unnamed.result).toMatchObject({
      ok: false,
      error: { code: "invalidInput", message: expect.stringContaining("give the scenario a name") },
    });
    const twice = await act(owner, SCENARIOS, "saveScenarios", { eventId, put: [buyer, buyer], remove: ["buyer"] });
    expect(twice.result).toMatchObject({ ok: false, error: { code: "invalidInput" } });
    const { id: theirs } = await api(1).events.create({ name: "Not yours" });
    const foreign = await act(owner, SCENARIOS, "saveScenarios", { eventId: theirs, put: [buyer], remove: [] }, theirs);
    expect(foreign.result).toMatchObject({ ok: false, error: { code: "notFound" } });
    expect((await stored()).data).toEqual([{ scenarioId: "buyer", passed: true, failures: [] }]);
  });

  it("refuses a save while a scenario fails unconfirmed, saying which and why; saves once confirmed", async () => {
    const broken = form.map((question) =>
      question.id === "budget" ? { ...question, displayed: { jobRole: "engineer" } } : question,
    );
    const { lastModified } = await api().events.get(eventId);
    const input = {
      eventId,
      form: { name: "Stand Expo", type: "standard", questions: broken },
      basedOn: lastModified?.toUTCString() ?? null,
    };
    const refused = await act("editor@stand.example", EDITOR, "saveEvent", input);
    expect(refused.result).toMatchObject({
      ok: false,
      error: {
        code: "scenariosFailing",
        message: expect.stringContaining("“Buyer sees the budget”: “Budget” is now hidden"),
        details: { failing: [{ scenarioId: "buyer", name: "Buyer sees the budget" }] },
      },
    });
    expect((await api().events.get(eventId)).data.questions).toEqual(form);
    const saved = await act("editor@stand.example", EDITOR, "saveEvent", { ...input, confirmedScenarios: ["buyer"] });
    expect(saved.result).toMatchObject({ ok: true, data: { status: "saved" } });
    expect((await api().events.get(eventId)).data.questions).toEqual(broken);
  });

  it(`gives the editor's verdicts on ${FORMS * PER_FORM} random cases (seed ${seed})`, async () => {
    const { id } = await api().events.create({ name: "Differential" });
    const cases = fc.sample(fc.gen(), { numRuns: FORMS, seed });
    let previous: string[] = [];
    let compared = 0;
    for (const g of cases) {
      const recordedOn = randomForm(g);
      const scenarios: Scenario[] = Array.from({ length: PER_FORM }, (_, index) => {
        const values: ScenarioValues = {};
        for (const [question, value] of answerChanges(g, recordedOn))
          if (value === undefined) delete values[question];
          else values[question] = { value };
        return recordScenario(recordedOn, values, { id: `c${index}`, name: `Case ${index}` });
      });
      // Half the time the same form, else another over the same ids: some pass, some fail.
      const questions = g(fc.boolean) ? recordedOn : randomForm(g).slice(0, recordedOn.length);
      const kept = await act(
        "editor@stand.example",
        SCENARIOS,
        "saveScenarios",
        { eventId: id, put: scenarios, remove: previous },
        id,
      );
      expect(kept.result?.ok, JSON.stringify(kept.result)).toBe(true);
      previous = scenarios.map((scenario) => scenario.id);
      const answer = await act(
        "viewer@stand.example",
        SCENARIOS,
        "checkEventScenarios",
        { eventId: id, questions },
        id,
      );
      expect(answer.result?.ok, JSON.stringify(answer.result)).toBe(true);
      const server = (answer.result as { ok: true; data: ScenarioResult[] }).data;
      const browser = createScenarioRunner().run(questions, (kept.result as { data: Scenario[] }).data);
      for (const verdict of server) {
        const mine = browser[verdict.scenarioId];
        expect({ passed: verdict.passed, failures: sorted(verdict.failures) }, `seed ${seed}`).toEqual({
          passed: mine.passed,
          failures: sorted(mine.failures),
        });
        compared++;
      }
    }
    expect(compared).toBe(FORMS * PER_FORM);
  }, 600_000);
});

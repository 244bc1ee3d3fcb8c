// The preview's differential test: on at least 500 seeded random forms × answers (every type, every operator,
// $displayed / $required chains), the preview's model running in Chromium must agree with the server — its
// displayed / required with the server's engine, its problems with the server's verdict on the same values posted
// as a registration. The seed is printed on failure; PREVIEW_DIFF_SEED=<seed> replays it.
import path from "node:path";
import { build } from "esbuild";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { evaluateForm } from "../lib/logic";
import { answerChanges, randomForm } from "../lib/logic/testing/arbitrary-forms";
import { answersForLogic, validateDefinition, type Question } from "../lib/questions";
import { ValidationError } from "../lib/sdk";
import { demoApi } from "./editor-helpers";
import type { BrowserCase, BrowserVerdict } from "./support/preview-in-browser";

const CASES = 500;
const seed = Number(process.env.PREVIEW_DIFF_SEED ?? Date.now() % 2_147_483_647);

const keys = (issues: readonly { questionId?: string; kind?: string }[]) =>
  issues.map((issue) => `${issue.questionId}:${issue.kind}`).sort();

function randomCases(): BrowserCase[] {
  const cases: BrowserCase[] = [];
  // Every form the API accepts counts; the rare invalid one (e.g. a duplicate option) is skipped.
  for (const g of fc.sample(fc.gen(), { seed, numRuns: CASES * 10 })) {
    const questions = randomForm(g) as Question[];
    if (validateDefinition(questions).length) continue;
    cases.push({ questions, changes: answerChanges(g, questions) });
    if (cases.length === CASES) break;
  }
  return cases;
}

test(`the preview agrees with the server on ${CASES} random forms × answers`, async ({ page }) => {
  test.setTimeout(15 * 60_000);
  const cases = randomCases();
  expect(cases.length, `seed ${seed}`).toBe(CASES);
  const bundle = await build({
    entryPoints: [path.join(__dirname, "support/preview-in-browser.ts")],
    bundle: true,
    format: "iife",
    globalName: "previewInBrowser",
    platform: "browser",
    write: false,
    alias: { "@": path.join(__dirname, "..") },
  });
  await page.goto("/sign-in");
  await page.addScriptTag({ content: bundle.outputFiles[0].text });
  const verdicts = await page.evaluate(
    (input) =>
      (
        window as unknown as { previewInBrowser: { runCases(cases: BrowserCase[]): BrowserVerdict[] } }
      ).previewInBrowser.runCases(input),
    cases,
  );

  const api = demoApi();
  const event = await api.events.create({ name: `Differential ${seed}`, type: "standard", questions: [] });
  let basedOn = event.lastModified ?? new Date();
  for (const [index, { questions }] of cases.entries()) {
    const browser = verdicts[index];
    const context = `seed ${seed}, case ${index}: ${JSON.stringify({ questions, values: browser.values })}`;
    expect({ displayed: browser.displayed, required: browser.required }, context).toEqual(
      evaluateForm(questions, answersForLogic(questions, browser.values)),
    );
    basedOn =
      (await api.events.replace(event.id, { name: `Differential ${seed}`, type: "standard", questions }, basedOn))
        .lastModified ?? new Date();
    let server: { questionId?: string; kind?: string }[] = [];
    try {
      const { id } = await api.registrations.create(event.id, browser.values);
      await api.registrations.delete(event.id, id);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      server = error.issues;
    }
    expect(keys(browser.issues), context).toEqual(keys(server));
  }
});

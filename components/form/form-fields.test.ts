// FormFields as the capture app renders it, drawn to HTML on the server (no browser needed for what it shows):
// only the displayed questions, labels tied to their inputs, messages tied by aria-describedby, touch sizes.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Question } from "@/lib/questions/schema";
import { FormFields, QUESTIONS_PER_BLOCK, questionFormId, type FormFieldsProps } from "./form-fields";
import { FormModel } from "./form-model";

const form = [
  { id: "intro", type: "label", subtype: "header", label: "Welcome to our stand" },
  {
    id: "email",
    type: "email",
    label: "E-mail",
    required: true,
    warningMessage: "Only for your badge.",
  },
  { id: "visitorType", type: "radio", label: "Visitor type", options: [{ label: "partner" }, { label: "press" }] },
  { id: "companySize", type: "number", label: "Company size", displayed: { visitorType: "partner" } },
] as Question[];

const render = (model: FormModel, autoFill?: boolean, more: Partial<FormFieldsProps> = {}) =>
  renderToStaticMarkup(createElement(FormFields, { model, idPrefix: "capture", autoFill, ...more }));

describe("FormFields", () => {
  it("draws the displayed questions only, and more as answers show them", () => {
    const model = new FormModel(form);
    expect(render(model)).not.toContain("Company size");
    model.setAnswer("visitorType", "partner");
    expect(render(model)).toContain("Company size");
  });

  it("ties labels to inputs and messages to the input they describe, at touch size", () => {
    const html = render(new FormModel(form));
    expect(html).toContain('<h3 class="text-xl font-semibold text-slate-900">Welcome to our stand</h3>');
    expect(html).toMatch(/<label for="capture-input-email" id="capture-label-email"/);
    expect(html).toMatch(/<input id="capture-input-email" aria-describedby="capture-messages-email"/);
    expect(html).toMatch(/id="capture-messages-email"[^>]*><p class="text-amber-800">Only for your badge\./);
    expect(html).toMatch(/type="email" inputMode="email" autoComplete="email"[^>]*class="[^"]*min-h-11/);
    expect(html).toContain('name="capture-visitorType"');
  });

  it("shows a problem under its question with aria-invalid once checked", () => {
    const model = new FormModel(form);
    model.setAnswer("email", "ada@");
    model.submit();
    const html = render(model);
    expect(html).toMatch(/<input id="capture-input-email"[^>]*aria-invalid="true"/);
    expect(html).toContain('data-testid="capture-issue">&#x27;E-mail&#x27; is not a valid e-mail address.</p>');
  });

  it("asks the browser for no remembered answers on a tablet visitors share", () => {
    expect(render(new FormModel(form), false)).toContain('autoComplete="off"');
    expect(render(new FormModel(form), false)).not.toContain('autoComplete="email"');
  });

  it("with formIdOf, every control of a question names that question's own form, and no other", () => {
    const model = new FormModel(form);
    model.setAnswer("visitorType", "partner");
    const html = render(model, true, { formIdOf: (id) => questionFormId("capture", id) });
    expect(html).toMatch(/<input id="capture-input-email" form="capture-form-email"/);
    expect(
      html.match(/<input type="radio" form="capture-form-visitorType"[^>]*name="capture-visitorType"/g),
    ).toHaveLength(2);
    expect(html).toMatch(/<input id="capture-input-companySize" form="capture-form-companySize"/);
    expect(render(model)).not.toContain("form=");
  });

  it("draws the questions in contained blocks by position: one shown or hidden moves no other to a new block", () => {
    const long = Array.from({ length: 2 * QUESTIONS_PER_BLOCK + 3 }, (_, i) => ({
      id: `q${i}`,
      type: "text",
      label: `Question ${i}`,
      ...(i === 1 ? { displayed: { q0: { $exists: true } } } : {}),
    })) as Question[];
    const blocks = (html: string) =>
      html
        .split("<div data-question-block")
        .slice(1)
        .map((block) => [...block.matchAll(/data-question-id="(q\d+)"/g)].map((match) => match[1]));
    const model = new FormModel(long);
    const hidden = blocks(render(model, true, { blockClassName: "space-y-1" }));
    expect(hidden.map((ids) => ids.length)).toEqual([QUESTIONS_PER_BLOCK - 1, QUESTIONS_PER_BLOCK, 3]);
    expect(hidden[1][0]).toBe(`q${QUESTIONS_PER_BLOCK}`);
    expect(render(model, true, { blockClassName: "space-y-1" })).toMatch(
      /<div data-question-block="" class="\[contain:content\] empty:hidden space-y-1">/,
    );
    model.setAnswer("q0", "shown");
    const shown = blocks(render(model));
    expect(shown[0]).toEqual(Array.from({ length: QUESTIONS_PER_BLOCK }, (_, i) => `q${i}`));
    expect(shown.slice(1)).toEqual(hidden.slice(1));
  });
});

// No tenant can freeze, crash or flood the server (docs/api.md "Limits against a hostile tenant"). Each finding, over
// HTTP against a real server.
// A request that would freeze the old server is sent with a deadline, so that the test fails instead of hanging.
import { describe, expect, it } from "vitest";
import { createEvent, useServer } from "../support/api-context";
import { DATABASES, VENDOR } from "../support/server";

const deadline = () => AbortSignal.timeout(15_000);
type ErrorBody = {
  error: string;
  message: string;
  details: {
    errors: { path?: string; rule?: string; kind?: string; questionId?: string; message: string }[];
    errorCount?: number;
  };
};

describe.each(DATABASES)("hardening against a hostile tenant (%s)", (database) => {
  const ctx = useServer(database);
  const register = (eventId: number, values: Record<string, unknown>) =>
    ctx.api(`/api/events/${eventId}/registrations`, { method: "POST", json: { values }, signal: deadline() });
  const refusal = async (questions: unknown[]) => {
    const response = await ctx.api("/api/events", {
      method: "POST",
      json: { name: "Hostile", questions },
      signal: deadline(),
    });
    expect(response.status).toBe(400);
    return (await response.json()) as ErrorBody;
  };

  describe("regular expressions run in linear time (finding 1)", () => {
    it("checks a value against ^(a+)+$ with flag i at once, while the other tenant is served", async () => {
      const id = await createEvent(ctx.api, {
        questions: [{ id: "code", type: "text", label: "Code", pattern: { pattern: "^(a+)+$", flags: "i" } }],
      });
      const registering = register(id, { code: { value: `${"a".repeat(40)}!` } });
      expect((await ctx.other("/api/company", { signal: deadline() })).status).toBe(200);
      const response = await registering;
      expect(response.status).toBe(400);
      expect(((await response.json()) as ErrorBody).details.errors).toEqual([
        expect.objectContaining({ questionId: "code", kind: "pattern" }),
      ]);
    });

    it("evaluates /re/flags strings and $regex with $options in logic the same way", async () => {
      const id = await createEvent(ctx.api, {
        questions: [
          { id: "code", type: "text", label: "Code" },
          { id: "why", type: "text", label: "Why", displayed: { code: "/^(a+)+$/i" }, required: true },
          {
            id: "how",
            type: "text",
            label: "How",
            displayed: { code: { $regex: "^(a|a)+$", $options: "iu" } },
            required: true,
          },
        ],
      });
      const response = await register(id, { code: { value: `${"a".repeat(40)}!` } });
      expect(response.status).toBe(201);
      const matching = await register(id, { code: { value: "AAAA" } });
      expect(((await matching.json()) as ErrorBody).details.errors.map((issue) => issue.questionId)).toEqual([
        "why",
        "how",
      ]);
    });

    it.each([
      ["a counted repeat RE2 refuses", "(?:[a-z]{1,100}){1,100}", undefined, "invalid repeat count"],
      ["a repeat count that can never run", "a{99999999999}", undefined, "invalid repeat count"],
      ["a program over 1000 instructions", "(?:[a-z]{1,30}){1,30}", undefined, "too complex"],
      ["a pattern over 500 characters", "a".repeat(501), undefined, "longer than 500 characters"],
      ["20,000 nested groups", `${"(".repeat(20_000)}a${")".repeat(20_000)}`, undefined, "longer than 500 characters"],
      ["the flag v", "^a$", "v", "flag v"],
    ])("refuses %s in a question's pattern, naming the path", async (_, pattern, flags, reason) => {
      const body = await refusal([
        { id: "code", type: "text", label: "Code", pattern: flags ? { pattern, flags } : pattern },
      ]);
      expect(body.error).toBe("invalidQuestions");
      expect(body.details.errors[0]).toMatchObject({
        path: "questions[0].pattern",
        rule: "pattern",
        message: expect.stringContaining(reason),
      });
      expect(body.message.length).toBeLessThan(400);
    });

    it("refuses the same in logic: /re/ strings and $regex", async () => {
      const body = await refusal([
        { id: "code", type: "text", label: "Code" },
        {
          id: "why",
          type: "text",
          label: "Why",
          displayed: { code: "/(?:[a-z]{1,100}){1,100}/" },
          required: { code: { $regex: "a".repeat(600) } },
        },
      ]);
      expect(body.details.errors.map((issue) => [issue.path, issue.rule])).toEqual([
        ["questions[1].displayed.code", "logicRegex"],
        ["questions[1].required.code.$regex", "logicRegex"],
      ]);
    });
  });

  describe("logic work is bounded (finding 2)", () => {
    it("refuses $in, $nin and $all lists over 500 values", async () => {
      const list = Array.from({ length: 501 }, (_, i) => `tag${i}`);
      const body = await refusal([
        { id: "tags", type: "checkboxGroup", label: "Tags", options: [{ id: "a", label: "A" }] },
        {
          id: "why",
          type: "text",
          label: "Why",
          displayed: { tags: { $in: list } },
          required: { $or: [{ tags: { $nin: list } }, { tags: { $all: list } }] },
        },
      ]);
      expect(body.details.errors.map((issue) => issue.rule)).toEqual(["logicList", "logicList", "logicList"]);
    });

    it("refuses an answer with more items than the question has options, once, before any logic runs", async () => {
      const tags = Array.from({ length: 500 }, (_, i) => ({ id: `tag${i}`, label: `Tag ${i}` }));
      const id = await createEvent(ctx.api, {
        questions: [
          { id: "tags", type: "checkboxGroup", label: "Tags", options: tags },
          { id: "why", type: "text", label: "Why", displayed: { tags: { $in: tags.map((tag) => tag.id) } } },
        ],
      });
      const response = await register(id, { tags: { value: Array.from({ length: 10_000 }, (_, i) => `x${i}`) } });
      expect(response.status).toBe(400);
      const body = (await response.json()) as ErrorBody;
      expect(body.details.errors).toEqual([
        expect.objectContaining({
          questionId: "tags",
          kind: "maxLength",
          message: expect.stringContaining("10000 items"),
        }),
      ]);
    });
  });

  describe("errors stay small (finding 3)", () => {
    it("refuses labels over 1000 characters", async () => {
      const body = await refusal([
        {
          id: "tags",
          type: "checkboxGroup",
          label: "L".repeat(60_000),
          options: [{ id: "a", label: "A".repeat(1001) }],
        },
      ]);
      expect(body.details.errors.map((issue) => [issue.path, issue.rule])).toEqual([
        ["questions[0].label", "labelLength"],
        ["questions[0].options[0].label", "labelLength"],
      ]);
      expect(JSON.stringify(body).length).toBeLessThan(2000);
    });

    it("lists at most 100 issues and counts them all in details.errorCount", async () => {
      const id = await createEvent(ctx.api);
      const unknown = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`q${i}`, { value: "x" }]));
      const body = (await (await register(id, unknown)).json()) as ErrorBody;
      expect(body.details.errors).toHaveLength(100);
      expect(body.details.errorCount).toBe(152); // and fullName and email, required, are missing
    });

    it("quotes labels and values in at most 60 characters", async () => {
      const id = await createEvent(ctx.api, {
        questions: [
          {
            id: "tags",
            type: "checkboxGroup",
            label: "L".repeat(1000),
            options: [
              { id: "a", label: "A" },
              { id: "b", label: "B" },
            ],
          },
        ],
      });
      const body = (await (await register(id, { tags: { value: ["a", "z".repeat(5000)] } })).json()) as ErrorBody;
      expect(body.details.errors).toEqual([expect.objectContaining({ questionId: "tags", kind: "option" })]);
      expect(body.details.errors[0].message.length).toBeLessThan(200);
      expect(body.message.length).toBeLessThan(300);
    });
  });

  it.each([
    ["as the questions", `{"name":"Deep","questions":${"[".repeat(4130)}${"]".repeat(4130)}}`],
    // Before the limit, this one reached the serializer and ended in a 500.
    [
      "in a property of a question",
      `{"name":"Deep","questions":[{"id":"a","type":"text","label":"A","foo":${"[".repeat(4130)}${"]".repeat(4130)}}]}`,
    ],
  ])("refuses a body nested thousands of levels deep (%s) with 400 invalidBody (finding 6)", async (_, body) => {
    const response = await ctx.api("/api/events", { method: "POST", body, headers: { "Content-Type": VENDOR } });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: "invalidBody",
      message: expect.stringContaining("more than 64 levels"),
    });
  });
});

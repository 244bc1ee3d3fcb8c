import { describe, expect, it } from "vitest";
import { eventInputSchema, eventPatchSchema, parseBody, registrationInputSchema } from "./schemas";

describe("request body schemas", () => {
  it("defaults type and questions and drops server-owned attributes", () => {
    expect(parseBody(eventInputSchema, { name: "Expo", id: 7, lastModified: "x", companyId: 2 })).toEqual({
      name: "Expo",
      type: "standard",
      questions: [],
    });
  });

  it.each([
    [{}, "name"],
    [{ name: "" }, "name"],
    [{ name: " \t " }, "name"],
    [{ name: "x".repeat(201) }, "name"],
    [{ name: 5 }, "name"],
    [{ name: "Expo", type: "party" }, "type"],
    [{ name: "Expo", questions: {} }, "questions"],
  ])("refuses %j with 400 invalidBody naming %s", (body, path) => {
    expect(() => parseBody(eventInputSchema, body)).toThrow(
      expect.objectContaining({
        status: 400,
        error: "invalidBody",
        details: { errors: [expect.objectContaining({ path })] },
      }),
    );
  });

  it("keeps the name exactly as sent", () => {
    expect(parseBody(eventInputSchema, { name: " Expo 2027 " }).name).toBe(" Expo 2027 ");
  });

  it.each([null, [], "text", 3, true])("refuses a body that is not an object, before any field: %j", (body) => {
    expect(() => parseBody(eventInputSchema, body)).toThrow(
      expect.objectContaining({ error: "invalidBody", message: "The request body must be a JSON object." }),
    );
  });

  it("a PATCH names at least one attribute and keeps only those it sends", () => {
    expect(parseBody(eventPatchSchema, { name: "New" })).toEqual({ name: "New" });
    expect(() => parseBody(eventPatchSchema, { id: 3 })).toThrow(expect.objectContaining({ error: "invalidBody" }));
  });

  it("registrations need a values object", () => {
    expect(parseBody(registrationInputSchema, { values: { email: { value: "a@b.c" } } })).toEqual({
      values: { email: { value: "a@b.c" } },
    });
    for (const body of [{}, { values: [] }, { values: "x" }]) {
      expect(() => parseBody(registrationInputSchema, body)).toThrow(expect.objectContaining({ error: "invalidBody" }));
    }
  });
});

describe("request body schemas: messages and edges", () => {
  const refusal = (schema: Parameters<typeof parseBody>[0], body: unknown) => {
    try {
      parseBody(schema, body);
    } catch (error) {
      const { message, details } = error as { message: string; details: unknown };
      return { message, details };
    }
    throw new Error("expected a refusal");
  };

  it("allows a name of exactly 200 characters, either event type, and says what is wrong with each field", () => {
    expect(parseBody(eventInputSchema, { name: "Expo", type: "standard" }).type).toBe("standard");
    expect(parseBody(eventInputSchema, { name: "x".repeat(200), type: "checkIn", questions: [{ id: "a" }] })).toEqual({
      name: "x".repeat(200),
      type: "checkIn",
      questions: [{ id: "a" }],
    });
    expect(refusal(eventInputSchema, { name: " " })).toEqual({
      message: "The request body is invalid: name: name must not be empty.",
      details: { errors: [{ path: "name", message: "name must not be empty" }] },
    });
    expect(refusal(eventInputSchema, { name: "x".repeat(201) }).details).toEqual({
      errors: [{ path: "name", message: "name is at most 200 characters" }],
    });
    expect(refusal(eventInputSchema, [])).toEqual({
      message: "The request body must be a JSON object.",
      details: { errors: [{ path: "", message: "expected an object" }] },
    });
  });

  // `issue.path.join(".")` with another separator survives: no schema here has a field more than one level deep.
  it("joins several fields' errors with their paths", () => {
    const { message, details } = refusal(eventInputSchema, { name: "", type: "party" });
    expect((details as { errors: { path: string }[] }).errors.map((error) => error.path)).toEqual(["name", "type"]);
    expect(message).toMatch(/^The request body is invalid: name: name must not be empty; type: [^;]+\.$/);
    expect(
      (refusal(registrationInputSchema, { values: [] }).details as { errors: { path: string }[] }).errors[0].path,
    ).toBe("values");
  });

  it("a PATCH may name any one attribute, and says which it needs when it names none (an error without a path)", () => {
    expect(parseBody(eventPatchSchema, { type: "checkIn" })).toEqual({ type: "checkIn" });
    expect(parseBody(eventPatchSchema, { type: "standard" })).toEqual({ type: "standard" });
    expect(() => parseBody(eventPatchSchema, { type: "party" })).toThrow(
      expect.objectContaining({ error: "invalidBody" }),
    );
    expect(parseBody(eventPatchSchema, { questions: [] })).toEqual({ questions: [] });
    expect(() => parseBody(eventPatchSchema, { name: "  " })).toThrow(
      expect.objectContaining({ error: "invalidBody" }),
    );
    expect(refusal(eventPatchSchema, {})).toEqual({
      message: "The request body is invalid: name the attributes to change: name, type and/or questions.",
      details: { errors: [{ path: "", message: "name the attributes to change: name, type and/or questions" }] },
    });
  });
});

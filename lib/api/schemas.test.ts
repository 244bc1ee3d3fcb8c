import { describe, expect, it } from "vitest";
import { eventInputSchema, eventPatchSchema, parseBody, registrationInputSchema } from "./schemas";

describe("request body schemas", () => {
  it("defaults type and questions and drops server-owned attributes", () => {
    expect(parseBody(eventInputSchema, { name: "Expo", id: 7, lastModified: "x", companyId: 2 })).toEqual({ name: "Expo", type: "standard", questions: [] });
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
    expect(() => parseBody(eventInputSchema, body)).toThrow(expect.objectContaining({ status: 400, error: "invalidBody", details: { errors: [expect.objectContaining({ path })] } }));
  });

  it("keeps the name exactly as sent", () => {
    expect(parseBody(eventInputSchema, { name: " Expo 2027 " }).name).toBe(" Expo 2027 ");
  });

  it.each([null, [], "text", 3])("refuses a body that is not an object: %j", (body) => {
    expect(() => parseBody(eventInputSchema, body)).toThrow(expect.objectContaining({ error: "invalidBody" }));
  });

  it("a PATCH names at least one attribute and keeps only those it sends", () => {
    expect(parseBody(eventPatchSchema, { name: "New" })).toEqual({ name: "New" });
    expect(() => parseBody(eventPatchSchema, { id: 3 })).toThrow(expect.objectContaining({ error: "invalidBody" }));
  });

  it("registrations need a values object", () => {
    expect(parseBody(registrationInputSchema, { values: { email: { value: "a@b.c" } } })).toEqual({ values: { email: { value: "a@b.c" } } });
    for (const body of [{}, { values: [] }, { values: "x" }]) {
      expect(() => parseBody(registrationInputSchema, body)).toThrow(expect.objectContaining({ error: "invalidBody" }));
    }
  });
});

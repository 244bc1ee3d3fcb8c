import { describe, expect, it } from "vitest";
import { copyName, createEventSchema, eventRefSchema } from "./events";

describe("the events page's action input", () => {
  it("accepts a new event's name (trimmed) and type", () => {
    expect(createEventSchema.parse({ name: "  Spring Expo  ", type: "checkIn" })).toEqual({
      name: "Spring Expo",
      type: "checkIn",
    });
  });

  it.each([
    [{ name: "   ", type: "standard" }, "give the event a name"],
    [{ name: "x".repeat(201), type: "standard" }, "at most 200 characters"],
    [{ name: "Expo", type: "webinar" }, "standard or check-in"],
    [{ type: "standard" }, "expected string"],
  ])("refuses %j, saying what is wrong", (input, message) => {
    const result = createEventSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toContain(message);
  });

  it("takes event ids as positive whole numbers only", () => {
    expect(eventRefSchema.parse({ eventId: 42 })).toEqual({ eventId: 42 });
    expect(eventRefSchema.parse({ eventId: "42" })).toEqual({ eventId: 42 });
    for (const eventId of [0, -1, 1.5, "abc", 2 ** 31, null])
      expect(eventRefSchema.safeParse({ eventId }).success).toBe(false);
  });

  it("names a copy with “ (copy)”, within the API's 200 characters", () => {
    expect(copyName("Spring Expo 2026")).toBe("Spring Expo 2026 (copy)");
    const long = copyName("y".repeat(200));
    expect(long).toHaveLength(200);
    expect(long.endsWith(" (copy)")).toBe(true);
  });
});

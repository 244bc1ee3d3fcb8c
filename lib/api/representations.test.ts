import { describe, expect, it, vi } from "vitest";
import { companyView, eventJson, eventView, registrationView } from "./representations";

// What the API shows of each model: exactly these attributes (nothing server-internal such as companyId or
// eventId), in this order, with times as HTTP-dates.
describe("representations", () => {
  const at = new Date("2026-11-25T10:20:30.999Z");
  const later = new Date("2026-11-26T00:00:00.000Z");

  it("shows a company without anything else the row holds", () => {
    const view = companyView({
      id: 3,
      name: "Acme",
      username: "acme",
      urlHash: "h4sh",
      appPasscode: "1234",
      lastModified: at,
    });
    expect(view).toEqual({
      id: 3,
      lastModified: "Wed, 25 Nov 2026 10:20:30 GMT",
      name: "Acme",
      urlHash: "h4sh",
      username: "acme",
      appPasscode: "1234",
    });
    expect(Object.keys(view)).toEqual(["id", "lastModified", "name", "urlHash", "username", "appPasscode"]);
  });

  it("shows an event without its company or change time", () => {
    const questions = [{ id: "email", type: "email" }];
    expect(
      eventView({ id: 9, companyId: 3, name: "Expo", type: "checkIn", questions, lastModified: at }),
    ).toStrictEqual({ id: 9, name: "Expo", type: "checkIn", questions });
  });

  it("writes an event's JSON once per record: the same text again, a new record's anew", () => {
    const record = { id: 9, companyId: 3, name: "Expo", type: "checkIn" as const, questions: [], lastModified: at };
    const stringify = vi.spyOn(JSON, "stringify");
    try {
      const text = eventJson(record);
      expect(JSON.parse(text)).toStrictEqual(eventView(record));
      expect(eventJson(record)).toBe(text);
      expect(stringify).toHaveBeenCalledTimes(1);
      // A changed event is another record (the repositories never change one they handed out).
      expect(JSON.parse(eventJson({ ...record, name: "Renamed" })).name).toBe("Renamed");
      expect(stringify).toHaveBeenCalledTimes(2);
    } finally {
      stringify.mockRestore();
    }
  });

  const values = { email: { value: "a@example.com" } };
  const plain = {
    id: "r1",
    eventId: 9,
    values,
    created: at,
    lastModified: later,
    capturedAt: null,
    capturedBy: null,
    formVersion: null,
    eventVersion: 3,
  };
  const captured = {
    ...plain,
    capturedAt: "2026-11-25T11:20:30+01:00",
    capturedBy: { device: "Tablet 1", staff: "Ada" },
    formVersion: "Tue, 24 Nov 2026 08:00:00 GMT",
  };

  it("shows a registration without its event, with both times, and no provenance when nothing captured it", () => {
    expect(registrationView(plain)).toStrictEqual({
      id: "r1",
      values,
      created: "Wed, 25 Nov 2026 10:20:30 GMT",
      lastModified: "Thu, 26 Nov 2026 00:00:00 GMT",
    });
  });

  it("shows the provenance a capture device recorded, and null provenance only where fields names it", () => {
    expect(registrationView(captured)).toMatchObject({
      capturedAt: "2026-11-25T11:20:30+01:00",
      capturedBy: { device: "Tablet 1", staff: "Ada" },
      formVersion: "Tue, 24 Nov 2026 08:00:00 GMT",
    });
    const selected = registrationView(plain, new Set(["capturedAt", "formVersion"]));
    expect(selected).toMatchObject({ capturedAt: null, formVersion: null });
    expect(selected).not.toHaveProperty("capturedBy");
  });

  it("shows the number of the event's version it was captured against only where fields names it", () => {
    expect(registrationView(plain)).not.toHaveProperty("eventVersion");
    expect(registrationView(captured)).not.toHaveProperty("eventVersion");
    expect(registrationView(plain, new Set(["eventVersion"]))).toMatchObject({ eventVersion: 3 });
    expect(registrationView({ ...plain, eventVersion: null }, new Set(["eventVersion"]))).toMatchObject({
      eventVersion: null,
    });
  });
});

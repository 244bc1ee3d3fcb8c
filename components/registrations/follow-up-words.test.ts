import { describe, expect, it } from "vitest";
import { followUpPending, followUpWords } from "./follow-up-words";

const view = (state: "queued" | "sending" | "sent" | "failed" | "cancelled", lastError: string | null = null) => ({
  state,
  lastError,
  sentAt: null,
});

describe("followUpWords", () => {
  it.each([
    [null, "None: the follow-up was off, or no e-mail was due for this visitor."],
    [view("queued"), "Queued"],
    [view("queued", "421 try later"), "Queued, to be tried again (last try: 421 try later)"],
    [view("sending"), "Sending…"],
    [view("sent"), "Sent"],
    [view("failed", "550 no such user"), "Failed: 550 no such user"],
    [view("cancelled"), "Cancelled: never sent"],
  ])("%j -> %s", (state, text) => {
    expect(followUpWords(state).text).toBe(text);
  });

  it("is pending only while queued or sending", () => {
    expect([view("queued"), view("sending"), view("sent"), null].map(followUpPending)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

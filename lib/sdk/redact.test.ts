import { describe, expect, it } from "vitest";
import { redactCause, redactText, redactedHeaders } from "./redact";

describe("redactText", () => {
  it.each([
    ["token abcdef123456 leaked", ["abcdef123456"], "token [redacted] leaked"],
    ["Authorization: Bearer eyJ.abc-def_1", [], "Authorization: Bearer [redacted]"],
    ["basic Y2xpZW50OnNlY3JldA==", [], "basic [redacted]"],
    ["fetch https://client:s3cret@api.test/api/events", [], "fetch https://[redacted]@api.test/api/events"],
    ["a short secret like 'ab' is not blanked", ["ab"], "a short secret like 'ab' is not blanked"],
  ])("%s", (text, secrets, expected) => {
    expect(redactText(text, secrets)).toBe(expected);
  });
});

describe("redactCause", () => {
  it(
    "copies name, message and diagnostic fields, redacted, down the cause " + "chain, without a stack that shows more",
    () => {
      const cause = new TypeError("fetch failed for https://u:p@h.test", {
        cause: Object.assign(new Error("connect ECONNREFUSED with secret-value-1"), {
          code: "ECONNREFUSED",
          port: 443,
          headers: { authorization: "x" },
        }),
      });
      const copy = redactCause(cause, ["secret-value-1"]) as Error & { cause: Error & Record<string, unknown> };
      expect(copy).toMatchObject({ name: "TypeError", message: "fetch failed for https://[redacted]@h.test" });
      expect(copy.cause).toMatchObject({
        message: "connect ECONNREFUSED with [redacted]",
        code: "ECONNREFUSED",
        port: 443,
      });
      expect(copy.cause.headers).toBeUndefined();
      expect(copy.stack).toBe("TypeError: fetch failed for https://[redacted]@h.test");
    },
  );

  it("describes a cause that is not an Error", () => {
    expect(redactCause("plain reason", [])?.message).toBe("plain reason");
    expect(redactCause(undefined, [])).toBeUndefined();
  });
});

describe("redactedHeaders", () => {
  it("shows only the scheme of Authorization and leaves the original alone", () => {
    const original = new Headers({ Authorization: "Bearer abc123", Accept: "x" });
    expect([...redactedHeaders(original)]).toEqual([
      ["accept", "x"],
      ["authorization", "Bearer [redacted]"],
    ]);
    expect(original.get("authorization")).toBe("Bearer abc123");
  });
});

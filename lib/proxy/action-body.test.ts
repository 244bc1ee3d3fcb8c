import { describe, expect, it } from "vitest";
import { ACTION_BODY_LIMIT_BYTES, ACTION_MAX_DEPTH, actionBodyRefusal, nestingDepth } from "./action-body";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("nestingDepth", () => {
  it.each([
    ["[]", 1],
    ['[{"a":[1,{"b":2}]}]', 4],
    ['["[[[[", {"x": "]]]"}]', 2],
    ['["a\\"[[[["]', 1],
    ["plain text", 0],
    ["]]]][[", 2],
  ])("%s is %i deep", (text, depth) => {
    expect(nestingDepth(text)).toBe(depth);
  });
});

describe("actionBodyRefusal", () => {
  it("accepts an ordinary body, up to the limits exactly", () => {
    expect(actionBodyRefusal(bytes('[{"name":"Expo","type":"standard"}]'))).toBeNull();
    expect(actionBodyRefusal(new Uint8Array(ACTION_BODY_LIMIT_BYTES).fill(32))).toBeNull();
    expect(actionBodyRefusal(bytes("[".repeat(ACTION_MAX_DEPTH) + "]".repeat(ACTION_MAX_DEPTH)))).toBeNull();
  });

  it("refuses a body over 1 MiB with 413, and nesting past the limit with 400", () => {
    expect(actionBodyRefusal(new Uint8Array(ACTION_BODY_LIMIT_BYTES + 1))?.status).toBe(413);
    expect(actionBodyRefusal(bytes("[".repeat(ACTION_MAX_DEPTH + 1)))).toMatchObject({
      status: 400,
      message: expect.stringContaining("nested more than 256 levels"),
    });
  });
});

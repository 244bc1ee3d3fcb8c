import { describe, expect, it } from "vitest";
import { retryDelaySeconds } from "./backoff";

describe("retryDelaySeconds", () => {
  it("doubles from 2 s and stays at 30 s", () => {
    expect([1, 2, 3, 4, 5, 9].map(retryDelaySeconds)).toEqual([2, 4, 8, 16, 30, 30]);
  });
});

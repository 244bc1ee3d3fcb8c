import { describe, expect, it } from "vitest";
import { csvLines } from "@/lib/registrations/csv";
import { createRecordCounter, fileNameOf } from "./csv-records";

describe("createRecordCounter", () => {
  it("counts records whose cells hold quotes and line breaks, split anywhere across chunks", () => {
    const text = csvLines([["a", 'say "hi"\r\nthen'], ["b", "\n\n"], ["c", '""']]);
    for (let cut = 0; cut <= text.length; cut++) {
      const counter = createRecordCounter();
      counter.push(text.slice(0, cut));
      expect(counter.push(text.slice(cut))).toBe(3);
    }
  });
});

describe("fileNameOf", () => {
  it("prefers the UTF-8 name", () => {
    expect(fileNameOf(`attachment; filename="Expo.csv"; filename*=UTF-8''Salon%20%C3%A9t%C3%A9.csv`, "x.csv")).toBe("Salon été.csv");
    expect(fileNameOf(`attachment; filename="Expo.csv"`, "x.csv")).toBe("Expo.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });
});

import { describe, expect, it } from "vitest";
import { csvLines } from "@/lib/registrations/csv";
import { createRecordCounter, fileNameOf } from "./csv-records";

/** Every way of cutting `text` in two: the counter must not depend on where the chunks of the stream end. */
function countsAtEveryCut(text: string): number[] {
  const counts = new Set<number>();
  for (let cut = 0; cut <= text.length; cut++) {
    const counter = createRecordCounter();
    counter.push(text.slice(0, cut));
    counts.add(counter.push(text.slice(cut)));
  }
  return [...counts];
}

describe("createRecordCounter", () => {
  it("counts records whose cells hold quotes and line breaks, split anywhere across chunks", () => {
    const text = csvLines([
      ["a", 'say "hi"\r\nthen'],
      ["b", "\n\n"],
      ["c", '""'],
    ]);
    expect(countsAtEveryCut(text)).toEqual([3]);
  });

  it("counts registrations, not lines: multi-line notes, lone CRs and LFs, quotes, commas and tabs", () => {
    const rows = [
      ["Ada", "Notes from the conversation:\nwants a demo\nbudget in Q3"],
      ["Bo", "lone\rcarriage return"],
      ["Cy", "\n"],
      ["Di", "\r"],
      ["Ed", 'a "quote", a comma\tand a tab'],
      ["=Fay", "ends with a break\n"],
    ];
    expect(countsAtEveryCut(csvLines(rows))).toEqual([rows.length]);
  });

  it("counts one record per CRLF outside quotes, whatever else the text holds", () => {
    expect(countsAtEveryCut("a,b\r\nc,d\ne\r\nf,g\rh\r\n")).toEqual([3]);
  });
});

describe("fileNameOf", () => {
  it("prefers the UTF-8 name", () => {
    expect(fileNameOf(`attachment; filename="Expo.csv"; filename*=UTF-8''Salon%20%C3%A9t%C3%A9.csv`, "x.csv")).toBe(
      "Salon été.csv",
    );
    expect(fileNameOf(`attachment; filename="Expo.csv"`, "x.csv")).toBe("Expo.csv");
    expect(fileNameOf(null, "x.csv")).toBe("x.csv");
  });
});

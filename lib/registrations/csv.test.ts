import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Question } from "../questions";
import { registrationColumns } from "./columns";
import { BOM, csvHeader, csvLines, csvRow, neutralise } from "./csv";

const roundTrip = (rows: string[][]) => parse(csvLines(rows), { relax_column_count: false }) as string[][];

describe("neutralise", () => {
  it.each([
    ["=HYPERLINK(\"http://evil.example\",\"click\")"],
    ["+1+1"],
    ["-2+3"],
    ["@SUM(A1)"],
    ["\t=1"],
    ["\r=1"],
    ["\n=1"],
    ["＝HYPERLINK(\"x\")"],
    ["＋1"],
    ["－1"],
    ["＠SUM(A1)"],
    ["  =1+1"],
    ["\u3000=1"],
  ])("prefixes %j with an apostrophe", (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });

  it.each([["Ada"], ["Zoë Ångström"], ["42"], ["-42"], ["-3.5"], ["a=b"], ["ada@example.com"], [""], ["'quoted"]])("leaves %j alone", (cell) => {
    expect(neutralise(cell)).toBe(cell);
  });
});

describe("csvLines", () => {
  it("quotes commas, quotes, line breaks and neutralised cells, and a CSV parser reads back exactly the safe text", () => {
    const hostile = ['=HYPERLINK("http://evil.example","x")', 'say "hi", then\r\nleave', "＝1+1", "+33 1 23 45 67 89", "\t@x", "plain", "Ünïcødé 😀"];
    const [back] = roundTrip([hostile]);
    expect(back).toEqual(hostile.map(neutralise));
    for (const cell of back) expect(cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
  });

  it("ends every record with CRLF and keeps one record per row", () => {
    const text = csvLines([["a", "b"], ["c", "line\nbreak"]]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(parse(text)).toEqual([["a", "b"], ["c", "line\nbreak"]]);
  });

  it("BOM is the UTF-8 byte order mark", () => {
    expect(Buffer.from(BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe("csvHeader and csvRow", () => {
  const questions = [
    { id: "fullName", type: "text", label: "Name" },
    { id: "company", type: "text", label: "Company" },
    { id: "interests", type: "checkboxGroup", label: "Interests", options: [{ id: "ai", label: "=AI" }, { id: "db", label: "Databases" }] },
    { id: "size", type: "select", label: "Size", options: [{ label: "Small", value: "s" }, { label: "Groups", options: [{ label: "Large", value: "l" }] }] },
    { id: "news", type: "checkbox", label: "News" },
    { id: "stars", type: "rating", label: "Stars" },
    { id: "note", type: "note", label: "A note" },
  ] as Question[];
  const columns = registrationColumns(questions);
  const byId = new Map(questions.map((question) => [question.id, question]));

  it("splits fullName, names option labels, writes yes/no, and leaves out questions that collect nothing", () => {
    expect(csvHeader(columns)).toEqual(["First name", "Last name", "Other names", "Company", "Interests", "Size", "News", "Stars", "Registered at (UTC)", "Registration id"]);
    const row = csvRow(columns, byId, {
      id: "r1",
      created: "2027-03-14T09:30:00.000Z",
      values: { fullName: { value: "Ada King Lovelace" }, company: { value: "@Engines" }, interests: { value: ["db", "ai"] }, size: { value: "l" }, news: { value: false }, stars: { value: 4 } },
    });
    expect(row).toEqual(["Ada", "Lovelace", "King", "@Engines", "Databases, =AI", "Large", "no", "4", "2027-03-14T09:30:00.000Z", "r1"]);
    const [back] = parse(csvLines([row])) as string[][];
    expect(back[3]).toBe("'@Engines");
    expect(back[4]).toBe("Databases, =AI");
  });
});

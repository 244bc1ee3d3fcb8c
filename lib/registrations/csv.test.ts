import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import type { Question } from "../questions";
import { registrationColumns } from "./columns";
import { BOM, csvHeader, csvLines, csvRow, isoInstant, neutralise } from "./csv";

const roundTrip = (rows: string[][]) => parse(csvLines(rows), { relax_column_count: false }) as string[][];
/**
 * A strict reader, as spreadsheet programs read: a lone LF or CR outside quotes ends a record too. (csv-parse's
 * default takes the first line break it meets as the only delimiter, and so reads a lone LF as part of a cell.)
 */
const strictly = (text: string) => parse(text, { record_delimiter: ["\r\n", "\n", "\r"] }) as string[][];
/** Undoes neutralise (one leading apostrophe on a cell it would have prefixed). */
const restored = (cell: string) => (cell.startsWith("'") && neutralise(cell.slice(1)) === cell ? cell.slice(1) : cell);

describe("neutralise", () => {
  it.each([
    ['=HYPERLINK("http://evil.example","click")'],
    ["+1+1"],
    ["-2+3"],
    ["@SUM(A1)"],
    ["\t=1"],
    ["\r=1"],
    ["\n=1"],
    ['＝HYPERLINK("x")'],
    ["＋1"],
    ["－1"],
    ["＠SUM(A1)"],
    ["  =1+1"],
    ["\u3000=1"],
  ])("prefixes %j with an apostrophe", (cell) => {
    expect(neutralise(cell)).toBe(`'${cell}`);
  });

  it.each([["Ada"], ["Zoë Ångström"], ["42"], ["-42"], ["-3.5"], ["a=b"], ["ada@example.com"], [""], ["'quoted"]])(
    "leaves %j alone",
    (cell) => {
      expect(neutralise(cell)).toBe(cell);
    },
  );
});

describe("csvLines", () => {
  it(
    "quotes commas, quotes, line breaks and neutralised cells, and a CSV " + "parser reads back exactly the safe text",
    () => {
      const hostile = [
        '=HYPERLINK("http://evil.example","x")',
        'say "hi", then\r\nleave',
        "＝1+1",
        "+33 1 23 45 67 89",
        "\t@x",
        "plain",
        "Ünïcødé 😀",
      ];
      const [back] = roundTrip([hostile]);
      expect(back).toEqual(hostile.map(neutralise));
      for (const cell of back) expect(cell).not.toMatch(/^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/);
    },
  );

  it("ends every record with CRLF and keeps one record per row", () => {
    const text = csvLines([
      ["a", "b"],
      ["c", "line\nbreak"],
    ]);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(strictly(text)).toEqual([
      ["a", "b"],
      ["c", "line\nbreak"],
    ]);
  });

  // A lead's multi-line notes: csv-stringify's "windows" delimiter alone quotes only cells holding CRLF, so a lone
  // LF or CR was written bare and split the record in every spreadsheet program.
  const awkward = [
    [
      "Notes from the conversation:\nwants a demo\nbudget in Q3",
      "lone\rcarriage return",
      "\n",
      "\r",
      "ends with a break\n",
    ],
    ['say "hi", then\r\nleave', "a,b,c", "tab\there", "\ttab first", "trailing space "],
    ["=1+1", "+33 1 23 45 67 89", "-2+3", "@SUM(A1)", "\n=1+1"],
    ["-42", "", "'quoted", "Zoë Ångström 😀", "\r\n\r\n"],
  ];

  it("quotes every cell holding a CR or LF, so that a strict reader gets one record per row", () => {
    const text = csvLines(awkward);
    const back = strictly(text);
    expect(back).toHaveLength(awkward.length);
    expect(back).toEqual(awkward.map((row) => row.map(neutralise)));
  });

  it("gives back exactly the stored values once the formula guard's apostrophe is taken off", () => {
    const back = strictly(csvLines(awkward));
    expect(back.map((row) => row.map(restored))).toEqual(awkward);
    // The guard is still there: no cell starts a formula.
    for (const cell of back.flat()) expect(cell).not.toMatch(/^[\s\u3000]*[=+@\uFF1D\uFF0B\uFF0D\uFF20]/u);
  });

  it("has no line break outside quotes but the records' CRLF", () => {
    const text = csvLines(awkward);
    const outside = text.replace(/"(?:[^"]|"")*"/g, "");
    expect(outside.match(/\r\n|\r|\n/g)).toEqual(Array(awkward.length).fill("\r\n"));
  });

  it("BOM is the UTF-8 byte order mark", () => {
    expect(Buffer.from(BOM, "utf8")).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});

describe("csvHeader and csvRow", () => {
  const questions = [
    { id: "fullName", type: "text", label: "Name" },
    { id: "company", type: "text", label: "Company" },
    {
      id: "interests",
      type: "checkboxGroup",
      label: "Interests",
      options: [
        { id: "ai", label: "=AI" },
        { id: "db", label: "Databases" },
      ],
    },
    {
      id: "size",
      type: "select",
      label: "Size",
      options: [
        { label: "Small", value: "s" },
        { label: "Groups", options: [{ label: "Large", value: "l" }] },
      ],
    },
    { id: "news", type: "checkbox", label: "News" },
    { id: "stars", type: "rating", label: "Stars" },
    { id: "note", type: "note", label: "A note" },
  ] as Question[];
  const columns = registrationColumns(questions);
  const byId = new Map(questions.map((question) => [question.id, question]));

  it("splits fullName, names option labels, writes yes/no, and leaves out questions that collect nothing", () => {
    expect(csvHeader(columns)).toEqual([
      "First name",
      "Last name",
      "Other names",
      "Company",
      "Interests",
      "Size",
      "News",
      "Stars",
      "Registered at (UTC)",
      "Registration id",
      "Captured at (UTC)",
      "Capture device",
      "Capture staff",
      "Form version (UTC)",
    ]);
    const row = csvRow(columns, byId, {
      id: "r1",
      created: "Sun, 14 Mar 2027 09:30:00 GMT",
      values: {
        fullName: { value: "Ada King Lovelace" },
        company: { value: "@Engines" },
        interests: { value: ["db", "ai"] },
        size: { value: "l" },
        news: { value: false },
        stars: { value: 4 },
      },
    });
    expect(row).toEqual([
      "Ada",
      "Lovelace",
      "King",
      "@Engines",
      "Databases, =AI",
      "Large",
      "no",
      "4",
      "2027-03-14T09:30:00Z",
      "r1",
      "",
      "",
      "",
      "",
    ]);
    const [back] = parse(csvLines([row])) as string[][];
    expect(back[3]).toBe("'@Engines");
    expect(back[4]).toBe("Databases, =AI");
  });
});

describe("csvRow's provenance (a lead a capture device sent)", () => {
  const questions = [
    { id: "fullName", type: "text", label: "Name" },
    { id: "notes", type: "textarea", label: "Notes" },
  ] as Question[];
  const columns = registrationColumns(questions);
  const byId = new Map(questions.map((question) => [question.id, question]));
  const base = { id: "r2", created: "Fri, 27 Nov 2026 13:06:00 GMT", values: { fullName: { value: "Grace Hopper" } } };

  it("writes when it was captured and the form version as ISO 8601 in UTC, then the device and staff names", () => {
    const row = csvRow(columns, byId, {
      ...base,
      capturedAt: "2026-11-27T14:05:09.120+01:00",
      capturedBy: { device: "Tablet 3", staff: "Bo" },
      formVersion: "Fri, 27 Nov 2026 09:00:00 GMT",
    });
    expect(row.slice(-6)).toEqual([
      "2026-11-27T13:06:00Z",
      "r2",
      "2026-11-27T13:05:09Z",
      "Tablet 3",
      "Bo",
      "2026-11-27T09:00:00Z",
    ]);
  });

  it("leaves the four cells empty for a registration no device sent, null or absent", () => {
    expect(csvRow(columns, byId, base).slice(-4)).toEqual(["", "", "", ""]);
    expect(csvRow(columns, byId, { ...base, capturedAt: null, capturedBy: null, formVersion: null }).slice(-4)).toEqual(
      ["", "", "", ""],
    );
  });

  // Device and staff names are typed on the tablet: the same hostile text as an answer must not split the row,
  // break the quoting or run as a formula.
  const hostile: [string, string][] = [
    ['Stand "B", left', "Ng, Bo"],
    ["Tablet\nby the door", "Line\r\nbreak"],
    ["lone\rCR", 'She said "hi"\n'],
    ['=HYPERLINK("http://evil.example","x")', "@SUM(A1)"],
    ["+33 tablet", "-2+3"],
    ["＝1+1", " trailing "],
  ];

  it("keeps one record per registration and gives the names back exactly, guard apart", () => {
    const rows = hostile.map(([device, staff], i) =>
      csvRow(columns, byId, {
        ...base,
        id: `r${i}`,
        values: { ...base.values, notes: { value: "met at the stand,\nwants a demo" } },
        capturedAt: "2026-11-27T14:05:09+01:00",
        capturedBy: { device, staff },
        formVersion: "Fri, 27 Nov 2026 09:00:00 GMT",
      }),
    );
    const text = csvLines([csvHeader(columns), ...rows]);
    const back = strictly(text);
    expect(back).toHaveLength(hostile.length + 1);
    for (const row of back) expect(row).toHaveLength(csvHeader(columns).length);
    expect(back.slice(1).map((row) => [restored(row.at(-3)!), restored(row.at(-2)!)])).toEqual(hostile);
    for (const row of back.slice(1))
      for (const cell of row.slice(-3, -1)) expect(cell).not.toMatch(/^[\s\u3000]*[=+@\uFF1D\uFF0B\uFF0D\uFF20]/u);
    expect(back[4].at(-3)).toBe(`'${hostile[3][0]}`);
  });
});

describe("isoInstant", () => {
  // "Registered at (UTC)": the API sends an HTTP-date, which spreadsheets read as text and sort by weekday.
  it.each([
    ["Fri, 27 Nov 2026 08:30:00 GMT", "2026-11-27T08:30:00Z"],
    ["2026-11-27T08:30:00.000Z", "2026-11-27T08:30:00Z"],
    ["2026-11-27T09:30:00.999+01:00", "2026-11-27T08:30:00Z"],
  ])("writes %j as %j (ISO 8601, UTC, whole seconds)", (stored, expected) => {
    expect(isoInstant(stored)).toBe(expected);
  });

  it("leaves a value that is no date as it came", () => {
    expect(isoInstant("not a date")).toBe("not a date");
  });
});

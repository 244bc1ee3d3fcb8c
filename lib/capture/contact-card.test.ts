import { describe, expect, it } from "vitest";
import { answersFromContact, parseContactCode } from "./contact-card";

describe("parseContactCode", () => {
  it("reads a vCard 3.0 badge, preferring the mobile number and the preferred e-mail", () => {
    const code = [
      "BEGIN:VCARD",
      "VERSION:3.0",
      "N:Lovelace;Ada;King;;",
      "FN:Ada King Lovelace",
      "ORG:Analytical Engines Ltd;Research",
      "TITLE:Head of Research",
      "TEL;TYPE=WORK,VOICE:+44 20 7946 0000",
      "TEL;TYPE=CELL:+44 7700 900123",
      "EMAIL;TYPE=INTERNET:old@example.com",
      "EMAIL;TYPE=INTERNET,PREF:ada@example.com",
      "END:VCARD",
    ].join("\r\n");
    expect(parseContactCode(code)).toEqual({
      fullName: "Ada King Lovelace",
      email: "ada@example.com",
      mobile: "+44 7700 900123",
      company: "Analytical Engines Ltd",
      jobTitle: "Head of Research",
    });
  });

  it("builds the name from N when FN is missing, unfolds lines and unescapes commas and semicolons", () => {
    const code =
      "BEGIN:VCARD\nVERSION:4.0\nN:Hopper;Grace;Brewster;;\nORG:Navy\\, " +
      "Research\\; Computing\nEMAIL:grace@exa\n " +
      'mple.com\nTEL;VALUE=uri;TYPE="cell":tel:+1-555-0100\nEND:VCARD';
    expect(parseContactCode(code)).toEqual({
      fullName: "Grace Brewster Hopper",
      company: "Navy, Research; Computing",
      email: "grace@example.com",
      mobile: "+1-555-0100",
    });
  });

  it("decodes vCard 2.1's quoted-printable names (UTF-8) and an item-grouped e-mail", () => {
    const code =
      "BEGIN:VCARD\nVERSION:2.1\nFN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:Ren=C3=A9e M=C3=BCller\n" +
      "item1.EMAIL:renee@example.com\nEND:VCARD";
    expect(parseContactCode(code)).toEqual({ fullName: "Renée Müller", email: "renee@example.com" });
  });

  it("reads a MECARD, with escaped separators", () => {
    expect(
      parseContactCode("MECARD:N:Turing,Alan;TEL:+447700900456;EMAIL:alan@example.com;ORG:Bletchley\\; Park;;"),
    ).toEqual({
      fullName: "Alan Turing",
      mobile: "+447700900456",
      email: "alan@example.com",
      company: "Bletchley; Park",
    });
  });

  it.each(["", "12345678", "https://example.com/badge/42", "BEGIN:VCARD\nVERSION:3.0\nEND:VCARD", "MECARD:;;"])(
    "gives null for a code that is no contact: %j",
    (code) => {
      expect(parseContactCode(code)).toBeNull();
    },
  );
});

describe("answersFromContact", () => {
  const card = {
    fullName: "Ada Lovelace",
    email: "ada@example.com",
    mobile: "+44 7700 900123",
    company: "Analytical Engines Ltd",
  };

  it("fills the reserved ids and a company question the form has", () => {
    const questions = [
      { id: "fullName", type: "text", label: "Name" },
      { id: "email", type: "email", label: "E-mail" },
      { id: "mobile", type: "tel", label: "Mobile" },
      { id: "company", type: "text", label: "Company" },
      { id: "notes", type: "text", label: "Notes" },
    ];
    expect(answersFromContact(card, questions)).toEqual({
      fullName: "Ada Lovelace",
      email: "ada@example.com",
      mobile: "+44 7700 900123",
      company: "Analytical Engines Ltd",
    });
  });

  it("finds the company question by its label when no id names it, and leaves out what the form lacks", () => {
    const questions = [
      { id: "email", type: "email", label: "E-mail" },
      { id: "employerName", type: "text", label: "Your organisation" },
    ];
    expect(answersFromContact(card, questions)).toEqual({
      email: "ada@example.com",
      employerName: "Analytical Engines Ltd",
    });
  });

  it("never puts text into a question that takes no text", () => {
    const questions = [
      { id: "fullName", type: "select", label: "Name" },
      { id: "company", type: "checkbox", label: "Company" },
    ];
    expect(answersFromContact(card, questions)).toEqual({});
  });
});

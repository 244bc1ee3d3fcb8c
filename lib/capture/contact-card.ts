// Reads the contact a badge's QR code carries (a vCard 2.1/3.0/4.0 or a MECARD) and turns it into answers for the
// questions a form has: the reserved ids fullName, email and mobile, and a company question. Typing by hand always
// stays possible; a code that is neither gives null, and the person is told so.

export type ContactCard = { fullName?: string; email?: string; mobile?: string; company?: string; jobTitle?: string };

/** The contact in a scanned code, or null when the text is no vCard or MECARD (a plain badge number, a URL). */
export function parseContactCode(text: string): ContactCard | null {
  const trimmed = text.replace(/^\uFEFF/, "").trim();
  if (/^BEGIN:VCARD/i.test(trimmed)) return parseVCard(trimmed);
  if (/^MECARD:/i.test(trimmed)) return parseMeCard(trimmed);
  return null;
}

type Property = { name: string; params: string[]; value: string };

function parseVCard(text: string): ContactCard | null {
  // Unfold: a line starting with a space or tab continues the previous one (RFC 6350 §3.2); vCard 2.1's
  // quoted-printable soft breaks end a line with "=".
  const lines = text
    .replace(/=\r?\n/g, "")
    .replace(/\r?\n[ \t]/g, "")
    .split(/\r?\n/);
  const properties: Property[] = [];
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const [rawName, ...params] = line.slice(0, colon).split(";");
    const name = rawName.replace(/^item\d+\./i, "").toUpperCase();
    let value = line.slice(colon + 1);
    if (params.some((param) => /ENCODING=QUOTED-PRINTABLE|^QUOTED-PRINTABLE$/i.test(param)))
      value = decodeQuotedPrintable(value);
    properties.push({ name, params: params.map((param) => param.toUpperCase()), value });
  }
  const first = (name: string) => properties.find((property) => property.name === name);
  const card: ContactCard = {};

  const fn = first("FN");
  const n = first("N");
  if (fn && unescape(fn.value).trim()) card.fullName = unescape(fn.value).trim();
  else if (n) {
    // N is family;given;additional;prefixes;suffixes.
    const [family = "", given = "", additional = ""] = splitUnescaped(n.value, ";");
    const name = [given, additional, family]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(" ");
    if (name) card.fullName = name;
  }

  const emails = properties.filter((property) => property.name === "EMAIL");
  const email = emails.find((property) => isPreferred(property)) ?? emails[0];
  if (email)
    card.email = unescape(email.value)
      .replace(/^mailto:/i, "")
      .trim();

  const phones = properties.filter((property) => property.name === "TEL");
  const mobile =
    phones.find((property) => property.params.some((param) => /CELL/.test(param))) ??
    phones.find((property) => isPreferred(property)) ??
    phones[0];
  if (mobile) card.mobile = unescape(mobile.value).replace(/^tel:/i, "").trim();

  const org = first("ORG");
  if (org) {
    const company = splitUnescaped(org.value, ";")[0]?.trim();
    if (company) card.company = company;
  }
  const title = first("TITLE");
  if (title && unescape(title.value).trim()) card.jobTitle = unescape(title.value).trim();

  return Object.keys(card).length > 0 ? card : null;
}

function parseMeCard(text: string): ContactCard | null {
  // MECARD:N:Lovelace,Ada;TEL:+44…;EMAIL:ada@example.com;ORG:…;; — fields end at an unescaped ";".
  const body = text.replace(/^MECARD:/i, "");
  const card: ContactCard = {};
  for (const field of splitUnescaped(body, ";")) {
    const colon = field.indexOf(":");
    if (colon <= 0) continue;
    const name = field.slice(0, colon).toUpperCase();
    const value = field.slice(colon + 1).trim();
    if (!value) continue;
    if (name === "N" && !card.fullName) {
      const [family = "", given = ""] = value.split(",");
      card.fullName = [given.trim(), family.trim()].filter(Boolean).join(" ");
    } else if (name === "EMAIL" && !card.email) card.email = value;
    else if (name === "TEL" && !card.mobile) card.mobile = value;
    else if (name === "ORG" && !card.company) card.company = value;
    else if (name === "TITLE" && !card.jobTitle) card.jobTitle = value;
  }
  return Object.keys(card).length > 0 ? card : null;
}

function isPreferred(property: Property): boolean {
  return property.params.some((param) => param === "PREF" || /TYPE=.*PREF/.test(param) || /^PREF=1$/.test(param));
}

/** Splits at separators not escaped with a backslash, and unescapes each part. */
function splitUnescaped(value: string, separator: string): string[] {
  const parts: string[] = [];
  let current = "";
  for (let i = 0; i < value.length; i++) {
    const char = value[i];
    if (char === "\\" && i + 1 < value.length) {
      current += char + value[i + 1];
      i++;
    } else if (char === separator) {
      parts.push(unescape(current));
      current = "";
    } else current += char;
  }
  parts.push(unescape(current));
  return parts;
}

function unescape(value: string): string {
  return value.replace(/\\([\\,;:nN])/g, (_, char: string) => (char === "n" || char === "N" ? "\n" : char));
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < value.length; i++) {
    const hex = value.slice(i + 1, i + 3);
    if (value[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(value.charCodeAt(i));
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}

type QuestionLike = { id: string; type: string; label?: string };

const TEXT_LIKE = new Set(["text", "email", "tel"]);
const COMPANY_IDS = ["company", "companyName", "organisation", "organization", "employer"];
const COMPANY_LABEL = /\b(company|organi[sz]ation|employer)\b/i;

/**
 * The answers a contact gives a form: fullName, email and mobile where the form has those ids, and the company
 * where it has a text question with a company id, or else one whose label names the company. Questions the form
 * does not have are left out; nothing is invented.
 */
export function answersFromContact(card: ContactCard, questions: readonly QuestionLike[]): Record<string, string> {
  const answers: Record<string, string> = {};
  const byId = new Map(questions.map((question) => [question.id, question]));
  const put = (id: string, value: string | undefined) => {
    const question = byId.get(id);
    if (value && question && TEXT_LIKE.has(question.type)) answers[id] = value;
  };
  put("fullName", card.fullName);
  put("email", card.email);
  put("mobile", card.mobile);
  if (card.company) {
    const company =
      COMPANY_IDS.map((id) => byId.get(id)).find((question) => question && question.type === "text") ??
      questions.find(
        (question) => question.type === "text" && !(question.id in answers) && COMPANY_LABEL.test(question.label ?? ""),
      );
    if (company) answers[company.id] = card.company;
  }
  return answers;
}

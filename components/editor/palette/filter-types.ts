// The palette's search: which types match what the person typed, by title, description or the API's type name.
import type { QuestionType } from "@/lib/questions/constants";
import { questionTypes } from "@/lib/questions/metadata";
import { TYPE_CATALOG } from "../type-catalog";

// "E-mail", "e-mail" and "email" are one word to a person searching; accents and case do not matter either.
const normalise = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[-‐‑]/g, "");

const searchable = questionTypes.map((info) => ({
  type: info.type,
  title: normalise(info.title),
  rest: normalise(`${info.type} ${TYPE_CATALOG[info.type].description}`),
}));

/** Types whose title or description contains every word of the query; title matches first, then the palette order. */
export function filterTypes(query: string): QuestionType[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return searchable.map((entry) => entry.type);
  const matches = searchable.filter((entry) =>
    words.every((word) => entry.title.includes(word) || entry.rest.includes(word)),
  );
  const inTitle = matches.filter((entry) => words.every((word) => entry.title.includes(word)));
  return [...inTitle, ...matches.filter((entry) => !inTitle.includes(entry))].map((entry) => entry.type);
}

import { describe, expect, it } from "vitest";
import { addedWords } from "./added-words";

describe("addedWords", () => {
  it("names the type and the new question's place", () => {
    expect(addedWords("Text", 12)).toBe("Added ‘Text’ — 12th question");
    expect(addedWords("E-mail", 1)).toBe("Added ‘E-mail’ — 1st question");
    expect(addedWords("Rating", 113)).toBe("Added ‘Rating’ — 113th question");
  });
});

import { describe, expect, it } from "vitest";
import { usernameFrom } from "./company-username";

describe("usernameFrom", () => {
  it.each([
    ["Acme Events Ltd.", "acme-events-ltd"],
    ["Société Générale d'Événements", "societe-generale-d-evenements"],
    ["  --Hall 3--  ", "hall-3"],
    ["日本", ""],
    ["x".repeat(70) + " y", "x".repeat(63)],
  ])("%s -> %s", (name, username) => {
    expect(usernameFrom(name)).toBe(username);
  });
});

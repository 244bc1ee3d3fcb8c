// A company username suggested from its name: `Acme Events Ltd.` → `acme-events-ltd` (the setup and account forms),
// and the studio's rule for a new one, which the forms' inputs and lib/studio/schemas/company.ts both hold to.

/** 2–63 lower-case letters, digits, dots, dashes or underscores, the first a letter or digit: an HTML `pattern`
 * (whose `v` flag wants "-" escaped in a class) and, anchored, the schema's regular expression. */
export const COMPANY_USERNAME_PATTERN = String.raw`[a-z0-9][a-z0-9._\-]{1,62}`;

export function usernameFrom(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 63)
    .replace(/-+$/, "");
}

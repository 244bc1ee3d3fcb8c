// Where a person is sent after signing in: a path of this site, never another origin (docs/security.md "Redirects,
// origins, the demo offer").

/** Only a path of this site comes back after sign-in: resolved against our origin, never another origin. */
export function safeCallbackPath(value: unknown, fallback = "/events"): string {
  if (typeof value !== "string" || !value.startsWith("/") || value.length > 2000) return fallback;
  // Control characters and white space (raw or percent-encoded) have no place in a path we send people to:
  // browsers strip some of them, turning `/\t/evil.example` into `//evil.example`.
  if (/[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/.test(value)) return fallback;
  let decoded = value;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (
    /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff\\]/.test(decoded) ||
    decoded.startsWith("//")
  )
    return fallback;
  const origin = "http://studio.invalid";
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== origin) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The account page (any of its addresses): the one studio page that works for a person without a company. */
export function isAccountPath(path: string): boolean {
  return /^\/account(?:[/?#]|$)/.test(path);
}

/**
 * Where sign-in sends a person: back to `callbackPath`, or, when they belong to no company, straight to their
 * account. Deciding it here matters: a studio layout that redirects while Next.js renders a server action's
 * redirect target leaves the browser with a shell it never received, re-requesting the page for ever.
 */
export function landingPath(callbackPath: string, hasCompany: boolean): string {
  return hasCompany || isAccountPath(callbackPath) ? callbackPath : "/account?reason=noCompany";
}

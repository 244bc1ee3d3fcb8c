// Whether a server action comes from a page of this site: its Origin must name the host the person reached (the
// server passes it on as x-forwarded-host: server/socket-guards.ts). Next.js makes the same check but answers a
// forged Origin with a 500; proxy.ts answers 403 with the studio's error body first (docs/security.md "Server
// actions").
import type { ActionError } from "../studio/access/action-errors";

/** Refused when an Origin is sent and does not name `host`; a request without one is left to Next.js, as before. */
export function actionOriginRefused(origin: string | null, host: string | null): boolean {
  if (origin === null) return false;
  if (!host) return true;
  try {
    return new URL(origin).host.toLowerCase() !== host.toLowerCase();
  } catch {
    // "null" (a sandboxed frame, a file) and anything else that is no URL.
    return true;
  }
}

export const FORBIDDEN_ORIGIN: { ok: false; error: ActionError } = {
  ok: false,
  error: {
    code: "forbiddenOrigin",
    message:
      "This request came from a page of another site, so the studio refused " +
      "it and changed nothing. Open the studio at its own address and try " +
      "again.",
  },
};

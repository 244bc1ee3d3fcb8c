// The token's scope against what an endpoint allows (docs/decisions.md §10.2, docs/api.md "Capture devices"): an API
// client's token (scope PublicAPI) may call every endpoint but the device's own; a capture device's token (scope
// capture) only the methods an endpoint names for it. Anything else is 403 insufficientScope, before any work.
import type { Principal } from "./authenticate";
import { ApiError } from "./errors";

/** What an endpoint allows each kind of caller. By default: API clients everything, capture devices nothing. */
export type ScopeRule = {
  /** The methods a capture device may call here (what it needs to capture; docs/api.md "Capture devices"). */
  capture?: readonly string[];
  /** False for an endpoint that answers capture devices only (their own device). */
  clients?: boolean;
};

const BEARER_INSUFFICIENT = { "WWW-Authenticate": 'Bearer realm="api", error="insufficient_scope"' };

/** Throws 403 insufficientScope unless the principal's scope may call `method` on `path` under `rule`. */
export function checkScope(principal: Principal, method: string, path: string, rule: ScopeRule = {}): void {
  if (principal.scope === "capture") {
    if (rule.capture?.includes(method)) return;
    throw new ApiError(
      "insufficientScope",
      `${method} ${path} is not allowed with a capture device's token: a device may only read the events open ` +
        `for capture and register, read and update their registrations. Use an API client's token ` +
        `(POST /api/auth) for anything else.`,
      { headers: BEARER_INSUFFICIENT, details: { scope: "capture" } },
    );
  }
  if (rule.clients === false) {
    throw new ApiError(
      "insufficientScope",
      `${method} ${path} answers a capture device's own token only. Sign a device in with POST ` +
        `/api/capture/devices and use the access_token it answers.`,
      { headers: BEARER_INSUFFICIENT, details: { scope: principal.scope } },
    );
  }
}

/** 403 insufficientScope for a capture device's request about an event that is not open for capture. */
export function notOpenForCapture(eventId: number): ApiError {
  return new ApiError(
    "insufficientScope",
    `This event is not open for capture: capture devices cannot see it or send leads to it. Leads already on ` +
      `the device stay there: ask an owner to open the event on the studio's Capture page, or export them.`,
    { headers: BEARER_INSUFFICIENT, details: { scope: "capture", eventId, openForCapture: false } },
  );
}

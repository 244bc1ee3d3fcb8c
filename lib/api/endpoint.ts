// The request pipeline of every API route: method check -> negotiate -> authenticate -> handle -> serialize.
// The route table (server/api-routes.ts) maps each URI pattern to what `endpoint()` returns (docs/conventions.md 1-3).
import { ApiError, errorBody, toApiError } from "./errors";
import type { FirstRead, Preloaded } from "../db/repositories/first-reads";
import { authenticate, type Principal } from "./authenticate";
import { hasBody } from "./body";
import { apiResponse, type HeaderRecord } from "./response";
import { checkScope, type ScopeRule } from "./scope";
import {
  checkContentType,
  CURRENT_VERSION,
  DEPRECATED_VERSIONS,
  mediaTypeOf,
  negotiateVersion,
  wantsPlainJson,
  type ApiVersion,
} from "./negotiate";

export const METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;
export type Method = (typeof METHODS)[number];

export type Context = {
  request: Request;
  url: URL;
  version: ApiVersion;
  params: Record<string, string>;
  principal: Principal;
  /** What was read together with the token (the endpoint's `preload`), for the handler to use. */
  preloaded: Preloaded;
};

/**
 * What a handler answers: a status, optional JSON body and headers. The pipeline adds the common headers. `json`: the
 * body as JSON text already (a representation made once for its model, representations.ts), sent instead of `body`.
 */
export type Reply = { status: number; body?: unknown; json?: string; headers?: Record<string, string> };
export type Handler = (context: Context) => Promise<Reply>;
/** One method of one endpoint: the request and the URI pattern's parameters, already percent-decoded. */
export type RouteHandler = (request: Request, params: Record<string, string>) => Promise<Response>;
/** What the handler of a request will read first, to be read with its token (null: nothing known). */
export type Preload = (request: Request, params: Record<string, string>) => FirstRead | null;
/**
 * A way to answer a request that checks its token in the statement of its own write, tried before the usual
 * authenticate-then-handle: it answers only what it is sure of (null otherwise, and the request goes the usual way).
 */
export type Shortcut = (request: Request, params: Record<string, string>) => Promise<Reply | null>;

/** `plainJson`: answer `application/json` instead of the vendor type (the token endpoint, docs/decisions.md §2.2). */
function finish(reply: Reply, version: string, method: string, plainJson: boolean): Response {
  const fields: HeaderRecord = {};
  for (const [name, value] of Object.entries(reply.headers ?? {})) fields[name.toLowerCase()] = value;
  fields["content-type"] = plainJson ? "application/json" : mediaTypeOf(version);
  fields.vary = "Accept, Authorization";
  fields["cache-control"] ??= "private, no-cache";
  if (DEPRECATED_VERSIONS.has(version)) fields.deprecation = "true";
  const withBody =
    (reply.body !== undefined || reply.json !== undefined) &&
    method !== "HEAD" &&
    reply.status !== 204 &&
    reply.status !== 304;
  return apiResponse(withBody ? (reply.json ?? JSON.stringify(reply.body)) : null, reply.status, fields);
}

export function errorResponse(
  thrown: unknown,
  version: string = CURRENT_VERSION,
  method = "GET",
  plainJson = false,
): Response {
  const error = toApiError(thrown);
  return finish({ status: error.status, body: errorBody(error), headers: error.headers }, version, method, plainJson);
}

/**
 * The methods of an endpoint: every standard method, so that a method it does not allow answers 405 with
 * `Allow`, and OPTIONS answers 204 with `Allow` without a token (docs/decisions.md §7.1).
 * `authenticated: false` skips the bearer token (the token endpoint itself); `oauth: true` answers
 * `application/json` to OAuth client libraries that ask for it (the token endpoint, docs/decisions.md §2.2); `preload`
 * names what the handler reads first, so that it is read in the token's round trip to the database. `scope` says
 * which methods a capture device's token may call (none by default) and whether API clients may (scope.ts);
 * `shortcuts` names a method's Shortcut, tried first.
 */
export function endpoint(
  handlers: Partial<Record<Exclude<Method, "OPTIONS">, Handler>>,
  options: {
    authenticated?: boolean;
    form?: boolean;
    oauth?: boolean;
    preload?: Preload;
    scope?: ScopeRule;
    shortcuts?: Partial<Record<Method, Shortcut>>;
  } = {},
): Record<Method, RouteHandler> {
  const allowed = [...(Object.keys(handlers) as Method[]), "OPTIONS"];
  const allow = METHODS.filter((method) => allowed.includes(method)).join(", ");
  const route =
    (method: Method): RouteHandler =>
    async (request, params) => {
      // Accept is read once. OPTIONS and 405 come before a failed negotiation's 406, and speak the version the
      // client would get (or the current one).
      let version: ApiVersion = CURRENT_VERSION;
      let unacceptable: unknown = null;
      const accept = request.headers.get("accept");
      const plainJson = options.oauth === true && wantsPlainJson(accept);
      try {
        version = negotiateVersion(accept);
      } catch (error) {
        unacceptable = error;
      }
      try {
        if (method === "OPTIONS") {
          const headers: Record<string, string> = { Allow: allow };
          if (handlers.PATCH) headers["Accept-Patch"] = `${mediaTypeOf(CURRENT_VERSION)}, application/json`;
          return finish({ status: 204, headers }, version, method, plainJson);
        }
        const handler = handlers[method];
        if (!handler) {
          throw new ApiError("methodNotAllowed", `${method} is not allowed on this endpoint. Allowed: ${allow}.`, {
            headers: { Allow: allow },
            details: { allow: allow.split(", ") },
          });
        }
        if (unacceptable) throw unacceptable;
        const shortcut = options.shortcuts?.[method];
        const shortcutReply = shortcut ? await shortcut(request, params) : null;
        if (shortcutReply) return finish(shortcutReply, version, method, plainJson);
        const { principal, preloaded } =
          options.authenticated === false
            ? { principal: { scope: "PublicAPI" as const, companyId: 0, clientId: "" }, preloaded: {} }
            : await authenticate(request, options.preload?.(request, params) ?? null);
        if (options.authenticated !== false)
          checkScope(principal, method, new URL(request.url).pathname, options.scope);
        // docs/decisions.md §1.3 holds for every request with a body, also where the handler reads none (DELETE).
        if (hasBody(request)) checkContentType(request.headers.get("content-type"), { form: options.form });
        const reply = await handler({ request, url: new URL(request.url), version, params, principal, preloaded });
        return finish(reply, version, method, plainJson);
      } catch (thrown) {
        return errorResponse(thrown, version, method, plainJson);
      }
    };
  return Object.fromEntries(METHODS.map((method) => [method, route(method)])) as Record<Method, RouteHandler>;
}

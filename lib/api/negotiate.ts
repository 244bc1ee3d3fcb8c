// Versioning by header (docs/decisions.md §1): the response version from `Accept`, the request version from
// `Content-Type`.
import { ApiError } from "./errors";

export const CURRENT_VERSION = "1.1.5";
export const SUPPORTED_VERSIONS = ["1.1.5", "1.1.4"] as const;
export type ApiVersion = (typeof SUPPORTED_VERSIONS)[number];
export const DEPRECATED_VERSIONS: ReadonlySet<string> = new Set(["1.1.4"]);

const VENDOR = /^application\/vnd\.service-v([^+\s;]+)\+json$/;

export const mediaTypeOf = (version: string) => `application/vnd.service-v${version}+json`;

type AcceptEntry = { type: string; q: number };

/** The entries of an Accept header with their q-values (malformed q counts as 0). */
export function parseAccept(header: string): AcceptEntry[] {
  return header
    .split(",")
    .map((part) => {
      const [type, ...params] = part.split(";").map((piece) => piece.trim());
      let q = 1;
      for (const param of params) {
        const [key, value] = param.split("=").map((piece) => piece.trim());
        if (key.toLowerCase() === "q") q = /^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(value ?? "") ? Number(value) : 0;
      }
      return { type: type.toLowerCase(), q };
    })
    .filter((entry) => entry.type !== "");
}

/** The highest supported version the client accepts, or a 406 APIVersion. */
export function negotiateVersion(accept: string | null): ApiVersion {
  const refuse = () =>
    new ApiError(
      "APIVersion",
      accept
        ? `None of the accepted response versions is supported. Accept ` +
            `${mediaTypeOf(CURRENT_VERSION)} (or ${mediaTypeOf("1.1.4")}, ` +
            `deprecated).`
        : `The Accept header is missing. Send Accept: ${mediaTypeOf(CURRENT_VERSION)}.`,
      {
        status: 406,
        details: [],
      },
    );
  if (!accept || !accept.trim()) throw refuse();
  const acceptable = new Set<string>();
  // A version named with q=0 is refused even when a wildcard also matches it (RFC 9110 12.5.1: the more specific
  // range wins), so `vnd...-v1.1.5+json;q=0, */*` gets 1.1.4 rather than the version the client ruled out.
  const refused = new Set<string>();
  let wildcard = false;
  for (const entry of parseAccept(accept)) {
    const vendor = VENDOR.exec(entry.type);
    if (vendor) (entry.q > 0 ? acceptable : refused).add(vendor[1]);
    else if (
      entry.q > 0 &&
      (entry.type === "application/json" || entry.type === "application/*" || entry.type === "*/*")
    )
      wildcard = true;
  }
  const best = SUPPORTED_VERSIONS.find((version) => !refused.has(version) && (wildcard || acceptable.has(version)));
  if (!best) throw refuse();
  return best;
}

/**
 * docs/decisions.md §2.2's exception for OAuth 2.0 client libraries (RFC 6749 5.1 says the token response is
 * `application/json`, and some libraries refuse any other type): true when `Accept` names no vendor type at all
 * but names `application/json` with q > 0. Any wildcard alone, or any vendor type named, keeps the vendor type.
 */
export function wantsPlainJson(accept: string | null): boolean {
  if (!accept) return false;
  const entries = parseAccept(accept);
  return (
    !entries.some((entry) => entry.type.startsWith("application/vnd.service-")) &&
    entries.some((entry) => entry.type === "application/json" && entry.q > 0)
  );
}

/**
 * The version to answer in when the request is refused before (or regardless of) negotiation — 405, 404, 501,
 * 413, OPTIONS: the one the client would get, or the current version when it accepts none (docs/decisions.md §1.5).
 */
export function answerVersion(accept: string | null): ApiVersion {
  try {
    return negotiateVersion(accept);
  } catch {
    return CURRENT_VERSION;
  }
}

/**
 * Checks the `Content-Type` of a request that has a body: the vendor type with a supported version or plain
 * `application/json` are read; an unsupported vendor version is 400 APIVersion; anything else 415.
 * `form` also admits `application/x-www-form-urlencoded` (the token endpoint, RFC 6749 4.4.2).
 */
export function checkContentType(contentType: string | null, options: { form?: boolean } = {}): "json" | "form" {
  const type = (contentType ?? "").split(";")[0].trim().toLowerCase();
  const vendor = VENDOR.exec(type);
  if (vendor) {
    if ((SUPPORTED_VERSIONS as readonly string[]).includes(vendor[1])) return "json";
    throw new ApiError(
      "APIVersion",
      `The request version ${vendor[1]} is obsolete or unknown. Send Content-Type: ${mediaTypeOf(CURRENT_VERSION)}.`,
      {
        details: { header: "Content-Type" },
      },
    );
  }
  if (type === "application/json") return "json";
  if (options.form && type === "application/x-www-form-urlencoded") return "form";
  throw new ApiError(
    "unsupportedMediaType",
    type
      ? `The media type ${type} is not supported. Send JSON with Content-Type: ${mediaTypeOf(CURRENT_VERSION)}.`
      : `The request has a body but no Content-Type. Send Content-Type: ${mediaTypeOf(CURRENT_VERSION)}.`,
    { details: { header: "Content-Type" } },
  );
}

// Reading a request body: at most 1 MiB (counted while streaming, DECISIONS §7.3), JSON or form-encoded.
import { ApiError } from "./errors";
import { checkContentType } from "./negotiate";

export const BODY_LIMIT_BYTES = 1024 * 1024;

const tooLarge = () => new ApiError("payloadTooLarge", `The request body is larger than ${BODY_LIMIT_BYTES} bytes (1 MiB). Send less data per request.`);

async function readText(request: Request): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > BODY_LIMIT_BYTES) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > BODY_LIMIT_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Whether the request carries a body at all (a request without one may omit Content-Type). */
export function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  return (length !== null && length !== "0") || request.headers.has("transfer-encoding");
}

/** The parsed body: a JSON value, or the fields of a form (when `form` is allowed). */
export async function readBody(request: Request, options: { form?: boolean } = {}): Promise<unknown> {
  if (!hasBody(request)) {
    throw new ApiError("invalidBody", "The request needs a JSON body.", { details: {} });
  }
  const kind = checkContentType(request.headers.get("content-type"), options);
  const text = await readText(request);
  if (kind === "form") return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === "") throw new ApiError("invalidJson", "The request body is empty; send a JSON object.");
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError("invalidJson", "The request body is not valid JSON. Check quotes, commas and brackets.");
  }
}

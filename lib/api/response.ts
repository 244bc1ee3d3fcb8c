// The API's answers as the pipeline makes them: a status, header fields and the body's text, kept as plain values.
// The fetch `Response` the route table speaks is made only when something asks for more than these (a test reading
// the body, say); the server writes the plain values to Node's response itself (writeApiResponse). A real `Response`
// with a text body is a web stream, which Hono's Node bridge read back chunk by chunk on every request (the global
// `Response` is not replaced while Next.js shares the process): docs/benchmarks.md "Where a read's time goes on
// PostgreSQL".

const NATIVE = Symbol("native");

/** Header names in lower case, as the fetch `Headers` and Node's response keep them. */
export type HeaderRecord = Record<string, string>;

class ApiResponse {
  readonly status: number;
  readonly fields: HeaderRecord;
  readonly bodyText: string | null;
  [NATIVE]: Response | undefined;

  constructor(bodyText: string | null, status: number, fields: HeaderRecord) {
    this.status = status;
    this.fields = fields;
    this.bodyText = bodyText;
  }

  /** The fetch Response with the same status, headers and body, made on first need. */
  native(): Response {
    return (this[NATIVE] ??= new Response(this.bodyText, { status: this.status, headers: this.fields }));
  }

  get headers(): Headers {
    return this.native().headers;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }
}
// An ApiResponse is a Response to everything that uses one (instanceof included): what it does not keep as a plain
// value it asks of the real Response, made once.
Object.setPrototypeOf(ApiResponse.prototype, Response.prototype);
for (const name of ["body", "bodyUsed", "redirected", "statusText", "type", "url"] as const)
  Object.defineProperty(ApiResponse.prototype, name, {
    get(this: ApiResponse) {
      return this.native()[name];
    },
  });
for (const name of ["arrayBuffer", "blob", "clone", "formData", "json", "text"] as const)
  Object.defineProperty(ApiResponse.prototype, name, {
    value(this: ApiResponse) {
      return this.native()[name]();
    },
  });

/** A Response of `status` with these header fields (names in lower case) and this body text (null: no body). */
export function apiResponse(bodyText: string | null, status: number, fields: HeaderRecord): Response {
  return new ApiResponse(bodyText, status, fields) as unknown as Response;
}

/**
 * Writes an answer of apiResponse() to Node's response, with its Content-Length; false, writing nothing, for any
 * other Response and for one whose real Response was made (its headers may have been changed since).
 */
export function writeApiResponse(
  response: Response,
  outgoing: { writeHead(status: number, headers: HeaderRecord): unknown; end(text: string): unknown },
): boolean {
  if (!(response instanceof ApiResponse) || response[NATIVE]) return false;
  const { bodyText, status } = response;
  if (bodyText === null) {
    outgoing.writeHead(status, response.fields);
    outgoing.end("");
    return true;
  }
  response.fields["content-length"] ??= String(Buffer.byteLength(bodyText));
  outgoing.writeHead(status, response.fields);
  outgoing.end(bodyText);
  return true;
}

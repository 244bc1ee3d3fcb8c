import { describe, expect, it } from "vitest";
import { PassThrough } from "node:stream";
import {
  BODY_LIMIT_BYTES,
  MAX_BODY_DEPTH,
  readBody,
  readBodyBytes,
  readBodyFrom,
  readBodyText,
  transferBody,
} from "./body";

const VENDOR = "application/vnd.service-v1.1.5+json";
// Content-Length as the HTTP request announced it (a Request built in memory does not carry one by itself).
const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost/api/events", {
    method: "POST",
    body,
    headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) },
  });

/** A body streamed in chunks without Content-Length, as a chunked upload arrives. */
function streamed(chunks: number, chunkSize: number): Request {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
      else controller.close();
    },
  });
  return new Request("http://localhost/api/events", {
    method: "POST",
    body: stream,
    headers: { "Content-Type": VENDOR, "Transfer-Encoding": "chunked" },
    duplex: "half",
  } as RequestInit);
}

describe("readBody", () => {
  it("reads JSON under the vendor type and plain application/json", async () => {
    expect(await readBody(post('{"name":"Expo"}', { "Content-Type": VENDOR }))).toEqual({ name: "Expo" });
    expect(await readBody(post("[1]", { "Content-Type": "application/json; charset=utf-8" }))).toEqual([1]);
  });

  it("reads a form only where allowed", async () => {
    const form = () =>
      post("grant_type=client_credentials&scope=PublicAPI", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await readBody(form(), { form: true })).toEqual({ grant_type: "client_credentials", scope: "PublicAPI" });
    await expect(readBody(form())).rejects.toMatchObject({ status: 415, error: "unsupportedMediaType" });
  });

  it.each(["{", "{'a':1}", "undefined", "   "])("refuses %j with 400 invalidJson", async (text) => {
    await expect(readBody(post(text, { "Content-Type": VENDOR }))).rejects.toMatchObject({
      status: 400,
      error: "invalidJson",
    });
  });

  it("refuses an obsolete vendor version with 400 APIVersion and another media type with 415", async () => {
    await expect(readBody(post("{}", { "Content-Type": "application/vnd.service-v1.0.0+json" }))).rejects.toMatchObject(
      { status: 400, error: "APIVersion", details: { header: "Content-Type" } },
    );
    await expect(readBody(post("{}", { "Content-Type": "text/plain" }))).rejects.toMatchObject({ status: 415 });
  });

  it.each([
    ['{"name":"a\\u0000b"}', "name"],
    ['{"values":{"email":{"value":"\\ud800"}}}', "values.email.value"],
    ['{"questions":[{"label":"ok"},{"label":"\\udc00x"}]}', "questions[1].label"],
    ['{"values":{"__proto__":{"value":"x"}}}', "values.__proto__"],
    ['{"a\\u0000":1}', "a\u0000"],
  ])("refuses %s, which cannot be stored as sent, with 400 invalidBody naming %s", async (text, path) => {
    await expect(readBody(post(text, { "Content-Type": VENDOR }))).rejects.toMatchObject({
      status: 400,
      error: "invalidBody",
      details: { errors: [expect.objectContaining({ path })] },
    });
  });

  it("checks JSON nested as deep as JSON.parse allows", async () => {
    const deep = `${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`;
    await expect(readBody(post(deep, { "Content-Type": VENDOR }))).rejects.toMatchObject({
      status: 400,
      error: "invalidBody",
    });
  });

  it("keeps well-formed text outside the Basic Multilingual Plane", async () => {
    expect(await readBody(post('{"name":"Expo \\ud83c\\udf89 2027"}', { "Content-Type": VENDOR }))).toEqual({
      name: "Expo 🎉 2027",
    });
  });

  it("refuses a form parameter sent twice", async () => {
    const form = post("scope=PublicAPI&scope=PublicAPI", { "Content-Type": "application/x-www-form-urlencoded" });
    await expect(readBody(form, { form: true })).rejects.toMatchObject({
      status: 400,
      error: "invalidBody",
      details: { field: "scope" },
    });
  });

  it("refuses a request without a body with 400 invalidBody", async () => {
    await expect(readBody(new Request("http://localhost/api/events", { method: "POST" }))).rejects.toMatchObject({
      status: 400,
      error: "invalidBody",
    });
  });

  it("accepts exactly 1 MiB and refuses more with 413, announced or streamed", async () => {
    const exact = `"${"a".repeat(BODY_LIMIT_BYTES - 2)}"`;
    expect(((await readBody(post(exact, { "Content-Type": VENDOR }))) as string).length).toBe(BODY_LIMIT_BYTES - 2);
    await expect(readBody(post(`${exact} `, { "Content-Type": VENDOR }))).rejects.toMatchObject({
      status: 413,
      error: "payloadTooLarge",
    });
    await expect(readBody(streamed(17, 64 * 1024))).rejects.toMatchObject({ status: 413, error: "payloadTooLarge" });
  });
});

describe("nesting depth", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it(`accepts ${MAX_BODY_DEPTH} levels and refuses more with invalidBody, at any depth of the body`, async () => {
    await expect(
      readBody(post(`{"a":${nested(MAX_BODY_DEPTH - 1)}}`, { "Content-Type": VENDOR })),
    ).resolves.toBeTruthy();
    await expect(readBody(post(`{"a":${nested(4130)}}`, { "Content-Type": VENDOR }))).rejects.toMatchObject({
      error: "invalidBody",
      message: expect.stringContaining(`more than ${MAX_BODY_DEPTH} levels`),
    });
  });
});

// The one mutant of body.ts that survives `npm run test:mutation lib/api/body.ts` is equivalent: :84 `{ details: {} }`
// → `{}`, since an ApiError's details are {} by default.
describe("what each refusal says", () => {
  const refusal = (request: Request, options: { form?: boolean } = {}) =>
    readBody(request, options).then(
      () => expect.unreachable(),
      (error) => error,
    );

  it("an empty or malformed JSON body", async () => {
    expect(await refusal(post("   ", { "Content-Type": VENDOR }))).toMatchObject({
      error: "invalidJson",
      message: "The request body is empty; send a JSON object.",
    });
    expect(await refusal(post("{", { "Content-Type": VENDOR }))).toMatchObject({
      error: "invalidJson",
      message: "The request body is not valid JSON. Check quotes, commas and brackets.",
    });
  });

  it("no body: none announced, a length of 0, or a length announced with nothing sent", async () => {
    const noBody = { status: 400, error: "invalidBody", message: "The request needs a JSON body.", details: {} };
    expect(await refusal(new Request("http://localhost/api/events", { method: "POST" }))).toMatchObject(noBody);
    expect(await refusal(post("", { "Content-Type": VENDOR }))).toMatchObject(noBody);
    const announced = new Request("http://localhost/api/events", {
      method: "POST",
      headers: { "Content-Type": VENDOR, "Content-Length": "5" },
    });
    expect(await refusal(announced)).toMatchObject({
      error: "invalidJson",
      message: "The request body is empty; send a JSON object.",
    });
  });

  it("reads a body of announced length whole, not as a stream (the adapter reads it off the socket)", async () => {
    const request = post('{"name":"Expo"}', { "Content-Type": VENDOR });
    Object.defineProperty(request, "body", {
      get() {
        throw new Error("read as a stream");
      },
    });
    expect(await readBody(request)).toEqual({ name: "Expo" });
  });

  it("refuses a body of announced length that turns out larger than 1 MiB", async () => {
    const request = new Request("http://localhost/api/events", {
      method: "POST",
      body: `"${"x".repeat(BODY_LIMIT_BYTES)}"`,
      headers: { "Content-Type": VENDOR, "Content-Length": "2" },
    });
    expect(await refusal(request)).toMatchObject({ status: 413, error: "payloadTooLarge" });
  });

  it("a body announced as larger than 1 MiB, before reading it", async () => {
    const request = new Request("http://localhost/api/events", {
      method: "POST",
      body: "{}",
      headers: { "Content-Type": VENDOR, "Content-Length": String(BODY_LIMIT_BYTES + 1) },
    });
    expect(await refusal(request)).toMatchObject({
      status: 413,
      error: "payloadTooLarge",
      message: "The request body is larger than 1048576 bytes (1 MiB). Send less data per request.",
    });
  });

  it("text, keys and parameters that cannot be stored or are sent twice", async () => {
    expect(await refusal(post('"a\\u0000"', { "Content-Type": VENDOR }))).toMatchObject({
      message:
        "The request body cannot be stored: the body contains a NUL character " +
        "or a broken surrogate pair, which cannot be stored. Remove it and send " +
        "again.",
      details: {
        errors: [{ path: "", message: "contains a NUL character or a broken surrogate pair, which cannot be stored" }],
      },
    });
    expect(await refusal(post('{"values":{"__proto__":1}}', { "Content-Type": VENDOR }))).toMatchObject({
      message:
        "The request body cannot be stored: values.__proto__ is a key " +
        "JavaScript reserves (__proto__). Remove it and send again.",
    });
    expect(await refusal(post('{"a\\u0000":1}', { "Content-Type": VENDOR }))).toMatchObject({
      details: {
        errors: [
          {
            path: "a\u0000",
            message: "is a key with a NUL character or a broken surrogate pair, which cannot be stored",
          },
        ],
      },
    });
    const twice = post("scope=a&scope=b", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await refusal(twice, { form: true })).toMatchObject({
      message: "The form parameter scope is sent more than once; send it once.",
    });
  });
});

describe("nesting depth, exactly", () => {
  const nested = (levels: number, inner = "") => `${"[".repeat(levels)}${inner}${"]".repeat(levels)}`;

  it(
    `accepts values ${MAX_BODY_DEPTH} levels down and nulls anywhere; ` +
      `refuses an array ${MAX_BODY_DEPTH} levels down`,
    async () => {
      await expect(
        readBody(post(`{"a":${nested(MAX_BODY_DEPTH - 1, '1, "x", null')}}`, { "Content-Type": VENDOR })),
      ).resolves.toBeTruthy();
      expect(await readBody(post('{"a":null,"b":[null]}', { "Content-Type": VENDOR }))).toEqual({ a: null, b: [null] });
      await expect(readBody(post(`{"a":${nested(MAX_BODY_DEPTH)}}`, { "Content-Type": VENDOR }))).rejects.toMatchObject(
        {
          error: "invalidBody",
          details: { errors: [expect.objectContaining({ path: `a${"[0]".repeat(MAX_BODY_DEPTH - 1)}` })] },
        },
      );
    },
  );
});

describe("transferBody", () => {
  const text = '{"values":{"name":{"value":"Zoë 🎉"}}}';

  it("hands the bytes read over without a copy, after which the body cannot be read again", async () => {
    const request = post(text, { "Content-Type": VENDOR });
    const read = await readBodyBytes(request);
    const moved = transferBody(request, read, false);
    expect(moved).toBe(read.bytes.buffer);
    expect(Buffer.from(moved).toString("utf8")).toBe(text);
    // Moved to a worker, they would be gone from here: a second read must not find an empty body.
    await expect(readBodyText(request)).rejects.toThrow(/handed to a validation worker/);
  });

  it("hands over a copy when the body is to be read again, which then reads the same", async () => {
    const request = post(text, { "Content-Type": VENDOR });
    const read = await readBodyBytes(request);
    const copy = transferBody(request, read, true);
    expect(copy).not.toBe(read.bytes.buffer);
    structuredClone(copy, { transfer: [copy] });
    expect(copy.byteLength).toBe(0);
    expect((await readBodyText(request)).text).toBe(text);
  });

  it("copies bytes that share their buffer with others rather than take the whole buffer", () => {
    // Small Buffers share Node's pool; moving the pool would empty every other Buffer in it.
    const shared = Buffer.from(text);
    const neighbour = Buffer.from("neighbour");
    const request = post(text, { "Content-Type": VENDOR });
    const copy = transferBody(request, { kind: "json", bytes: shared }, false);
    expect(copy.byteLength).toBe(shared.byteLength);
    structuredClone(copy, { transfer: [copy] });
    expect(shared.toString("utf8")).toBe(text);
    expect(neighbour.toString("utf8")).toBe("neighbour");
  });
});

describe("readBodyFrom", () => {
  const text = '{"values":{"name":{"value":"Zoë 🎉"}}}';
  /** A request announcing `text`'s length, whose body is read from Node's request `incoming` instead of its own. */
  const served = (incoming: PassThrough) => {
    const request = new Request("http://localhost/api/events", {
      method: "POST",
      body: "not this body",
      headers: { "Content-Type": VENDOR, "Content-Length": String(Buffer.byteLength(text)) },
    });
    readBodyFrom(request, incoming);
    return request;
  };

  it("reads the body from Node's request into one buffer of its own, which is then moved without a copy", async () => {
    const incoming = new PassThrough();
    const request = served(incoming);
    const bytes = Buffer.from(text);
    incoming.write(bytes.subarray(0, 5));
    incoming.end(bytes.subarray(5));
    const read = await readBodyBytes(request);
    expect(Buffer.from(read.bytes).toString("utf8")).toBe(text);
    expect([read.bytes.byteOffset, read.bytes.buffer.byteLength]).toEqual([0, bytes.byteLength]);
    expect(transferBody(request, read, false)).toBe(read.bytes.buffer);
  });

  it("refuses a body that ends before its Content-Length or whose connection closes, rather than wait", async () => {
    const short = new PassThrough();
    const shortRequest = served(short);
    short.end(Buffer.from(text).subarray(0, 5));
    await expect(readBodyBytes(shortRequest)).rejects.toThrow(/ended before its Content-Length/);
    const closed = new PassThrough();
    const closedRequest = served(closed);
    closed.write(Buffer.from(text).subarray(0, 5));
    const read = readBodyBytes(closedRequest);
    closed.destroy();
    await expect(read).rejects.toThrow(/closed before its body ended/);
  });

  it("refuses more bytes than declared with 413", async () => {
    const long = new PassThrough();
    const request = served(long);
    long.end(Buffer.from(`${text} `));
    await expect(readBodyBytes(request)).rejects.toMatchObject({ status: 413, error: "payloadTooLarge" });
  });
});

import { describe, expect, it } from "vitest";
import { BODY_LIMIT_BYTES, MAX_BODY_DEPTH, readBody } from "./body";

const VENDOR = "application/vnd.service-v1.1.5+json";
// Content-Length as the HTTP request announced it (a Request built in memory does not carry one by itself).
const post = (body: string, headers: Record<string, string>) =>
  new Request("http://localhost/api/events", { method: "POST", body, headers: { ...headers, "Content-Length": String(Buffer.byteLength(body)) } });

/** A body streamed in chunks without Content-Length, as a chunked upload arrives. */
function streamed(chunks: number, chunkSize: number): Request {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent++ < chunks) controller.enqueue(new Uint8Array(chunkSize).fill(0x20));
      else controller.close();
    },
  });
  return new Request("http://localhost/api/events", { method: "POST", body: stream, headers: { "Content-Type": VENDOR, "Transfer-Encoding": "chunked" }, duplex: "half" } as RequestInit);
}

describe("readBody", () => {
  it("reads JSON under the vendor type and plain application/json", async () => {
    expect(await readBody(post('{"name":"Expo"}', { "Content-Type": VENDOR }))).toEqual({ name: "Expo" });
    expect(await readBody(post("[1]", { "Content-Type": "application/json; charset=utf-8" }))).toEqual([1]);
  });

  it("reads a form only where allowed", async () => {
    const form = () => post("grant_type=client_credentials&scope=PublicAPI", { "Content-Type": "application/x-www-form-urlencoded" });
    expect(await readBody(form(), { form: true })).toEqual({ grant_type: "client_credentials", scope: "PublicAPI" });
    await expect(readBody(form())).rejects.toMatchObject({ status: 415, error: "unsupportedMediaType" });
  });

  it.each(["{", "{'a':1}", "undefined", "   "])("refuses %j with 400 invalidJson", async (text) => {
    await expect(readBody(post(text, { "Content-Type": VENDOR }))).rejects.toMatchObject({ status: 400, error: "invalidJson" });
  });

  it("refuses an obsolete vendor version with 400 APIVersion and another media type with 415", async () => {
    await expect(readBody(post("{}", { "Content-Type": "application/vnd.service-v1.0.0+json" }))).rejects.toMatchObject({ status: 400, error: "APIVersion", details: { header: "Content-Type" } });
    await expect(readBody(post("{}", { "Content-Type": "text/plain" }))).rejects.toMatchObject({ status: 415 });
  });

  it.each([
    ['{"name":"a\\u0000b"}', "name"],
    ['{"values":{"email":{"value":"\\ud800"}}}', "values.email.value"],
    ['{"questions":[{"label":"ok"},{"label":"\\udc00x"}]}', "questions[1].label"],
    ['{"values":{"__proto__":{"value":"x"}}}', "values.__proto__"],
    ['{"a\\u0000":1}', "a\u0000"],
  ])("refuses %s, which cannot be stored as sent, with 400 invalidBody naming %s", async (text, path) => {
    await expect(readBody(post(text, { "Content-Type": VENDOR }))).rejects.toMatchObject({ status: 400, error: "invalidBody", details: { errors: [expect.objectContaining({ path })] } });
  });

  it("checks JSON nested as deep as JSON.parse allows", async () => {
    const deep = `${"[".repeat(100_000)}"\\u0000"${"]".repeat(100_000)}`;
    await expect(readBody(post(deep, { "Content-Type": VENDOR }))).rejects.toMatchObject({ status: 400, error: "invalidBody" });
  });

  it("keeps well-formed text outside the Basic Multilingual Plane", async () => {
    expect(await readBody(post('{"name":"Expo \\ud83c\\udf89 2027"}', { "Content-Type": VENDOR }))).toEqual({ name: "Expo 🎉 2027" });
  });

  it("refuses a form parameter sent twice", async () => {
    const form = post("scope=PublicAPI&scope=PublicAPI", { "Content-Type": "application/x-www-form-urlencoded" });
    await expect(readBody(form, { form: true })).rejects.toMatchObject({ status: 400, error: "invalidBody", details: { field: "scope" } });
  });

  it("refuses a request without a body with 400 invalidBody", async () => {
    await expect(readBody(new Request("http://localhost/api/events", { method: "POST" }))).rejects.toMatchObject({ status: 400, error: "invalidBody" });
  });

  it("accepts exactly 1 MiB and refuses more with 413, announced or streamed", async () => {
    const exact = `"${"a".repeat(BODY_LIMIT_BYTES - 2)}"`;
    expect(((await readBody(post(exact, { "Content-Type": VENDOR }))) as string).length).toBe(BODY_LIMIT_BYTES - 2);
    await expect(readBody(post(`${exact} `, { "Content-Type": VENDOR }))).rejects.toMatchObject({ status: 413, error: "payloadTooLarge" });
    await expect(readBody(streamed(17, 64 * 1024))).rejects.toMatchObject({ status: 413, error: "payloadTooLarge" });
  });
});

describe("nesting depth", () => {
  const nested = (levels: number) => `${"[".repeat(levels)}${"]".repeat(levels)}`;

  it(`accepts ${MAX_BODY_DEPTH} levels and refuses more with invalidBody, at any depth of the body`, async () => {
    await expect(readBody(post(`{"a":${nested(MAX_BODY_DEPTH - 1)}}`, { "Content-Type": VENDOR }))).resolves.toBeTruthy();
    await expect(readBody(post(`{"a":${nested(4130)}}`, { "Content-Type": VENDOR }))).rejects.toMatchObject({ error: "invalidBody", message: expect.stringContaining(`more than ${MAX_BODY_DEPTH} levels`) });
  });
});

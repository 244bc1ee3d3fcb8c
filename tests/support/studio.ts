// The studio over HTTP, as a browser would use it: a cookie jar, sign-in through next-auth's own endpoints, pages,
// and server actions called by their id (from the build's server-reference manifest), with the Origin a browser sends.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { TestServer } from "./server";

export type Jar = Map<string, string>;

const ROOT = path.resolve(__dirname, "..", "..");

export function newJar(): Jar {
  return new Map();
}

export function keep(jar: Jar, response: Response): void {
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const at = pair.indexOf("=");
    const [name, value] = [pair.slice(0, at), pair.slice(at + 1)];
    if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) jar.delete(name);
    else jar.set(name, value);
  }
}

export const cookieHeader = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

export async function send(
  server: TestServer,
  jar: Jar,
  pathname: string,
  init: RequestInit = {},
  headers: Record<string, string> = {},
): Promise<Response> {
  const response = await fetch(`${server.baseUrl}${pathname}`, {
    ...init,
    redirect: "manual",
    headers: { ...headers, cookie: cookieHeader(jar), ...(init.headers as Record<string, string>) },
  });
  keep(jar, response);
  return response;
}

/** Signs in through next-auth's CSRF and credentials callback endpoints; returns the callback's answer. */
export async function signIn(
  server: TestServer,
  jar: Jar,
  fields: { email: string; password: string; callbackUrl?: string },
  headers: Record<string, string> = {},
): Promise<Response> {
  const { csrfToken } = (await (await send(server, jar, "/auth/csrf", {}, headers)).json()) as { csrfToken: string };
  const body = new URLSearchParams({
    email: fields.email,
    password: fields.password,
    csrfToken,
    callbackUrl: fields.callbackUrl ?? "/events",
  });
  return send(
    server,
    jar,
    "/auth/callback/credentials",
    { method: "POST", body, headers: { "content-type": "application/x-www-form-urlencoded" } },
    headers,
  );
}

/** Whether a studio page answered as a signed-in page (200 with the header's company), not a way to sign in. */
export async function signedIn(server: TestServer, jar: Jar, pathname = "/events"): Promise<boolean> {
  const response = await send(server, jar, pathname);
  const body = await response.text();
  return response.status === 200 && body.includes('data-testid="current-company"');
}

type Manifest = { node: Record<string, { filename?: string; exportedName?: string }> };

/** The id of a server action, by its file and export name, from the production build. */
export function actionId(filename: string, exportedName: string): string {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(ROOT, ".next", "server", "server-reference-manifest.json"), "utf8"),
  ) as Manifest;
  const found = Object.entries(manifest.node).find(
    ([, entry]) => entry.filename === filename && entry.exportedName === exportedName,
  );
  if (!found) throw new Error(`No server action ${exportedName} in ${filename} in this build.`);
  return found[0];
}

export type ActionAnswer = {
  status: number;
  result: { ok: boolean; data?: unknown; error?: { code: string; message: string } } | null;
  text: string;
};

/** Calls a server action as the browser does (POST to a page with Next-Action), with one JSON argument. */
export async function callAction(
  server: TestServer,
  jar: Jar,
  page: string,
  filename: string,
  exportedName: string,
  argument: unknown,
  body?: BodyInit,
): Promise<ActionAnswer> {
  const response = await send(server, jar, page, {
    method: "POST",
    body: body ?? JSON.stringify([argument]),
    headers: {
      "next-action": actionId(filename, exportedName),
      "content-type": "text/plain;charset=UTF-8",
      origin: server.baseUrl,
      accept: "text/x-component",
    },
  });
  const text = await response.text();
  const match = /^1:(\{"ok":.*)$/m.exec(text);
  return { status: response.status, result: match ? JSON.parse(match[1]) : null, text };
}

/** A GET with headers fetch will not send (Host): through node:http, as a raw client would. */
export function rawGet(
  server: TestServer,
  pathname: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port: server.port, path: pathname, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

// The server behind `npm start` (compiled to dist/server.js by `npm run build`) and `npm run dev` (through tsx).
// At the socket it does what no framework can (docs/decisions.md §7-§8): 501 for methods the API does not implement,
// 413 before a body is buffered, HSTS and the HTTPS redirect, TLS 1.2/1.3, a graceful stop that closes the
// database. Then /api/* goes to the API's route table (server/api-routes.ts) and everything else to Next.js,
// which serves the studio only.
import fs from "node:fs";
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import https from "node:https";
import type { Socket } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import next from "next";
import { ensureAuthSecret } from "../lib/auth/auth-secret";
import { readBodyFrom } from "../lib/api/body";
import { errorResponse } from "../lib/api/endpoint";
import { writeApiResponse } from "../lib/api/response";
import { ApiError } from "../lib/api/errors";
import { answerVersion } from "../lib/api/negotiate";
import { setValidationWorkerEntry } from "../lib/api/validation-pool/pool";
import { closeDb } from "../lib/db/client";
import { startDatabase } from "../lib/db/startup";
import { readEnv } from "../lib/env";
import { mailStartupLine } from "../lib/mail/status";
import { startMailWorker, type MailWorker } from "../lib/mail/worker";
import {
  guardRequest,
  httpsLocation,
  PARSER_HEADER_LIMIT,
  rawBadRequest,
  rawNotImplemented,
  rawTooLarge,
  type HttpsPolicy,
} from "./socket-guards";
import { apiRoutes } from "./api-routes";
import { isApiPath, trustHeaders } from "./dispatch";

const ROOT = path.resolve(__dirname, "..");
const dev = process.argv.includes("--dev");
// Compiled, this file is dist/server.js and the validation worker dist/validation-worker.js beside it.
const compiled = path.extname(__filename) === ".js";

const fail = (message: string): never => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

type ListenerPolicy = HttpsPolicy & { internal?: boolean };

const serverError = (res: ServerResponse) => {
  if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/vnd.service-v1.1.5+json" });
  res.end(
    JSON.stringify({ error: "internalError", message: "The server failed to answer. Try again later.", details: {} }),
  );
};

/**
 * `npm run dev` only: the capture app's bundle watched by esbuild (scripts/capture-app-dev.mjs). Loaded by its path
 * at run time, so the compiled server (dist/server.js) carries neither the script nor esbuild.
 */
async function startCaptureAppDevWatch(): Promise<() => Promise<void>> {
  const script = pathToFileURL(path.join(ROOT, "scripts", "capture-app-dev.mjs")).href;
  const { startCaptureAppDev } = (await import(script)) as {
    startCaptureAppDev(root: string): Promise<() => Promise<void>>;
  };
  return startCaptureAppDev(ROOT);
}

async function main(): Promise<void> {
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  // `npm run dev` speaks plain HTTP on this machine: no redirect to HTTPS unless asked for.
  if (dev) process.env.ENFORCE_HTTPS ??= "false";
  const env = readEnv();
  if (!dev && !fs.existsSync(path.join(ROOT, ".next", "BUILD_ID")))
    fail("No production build found. Run `npm run build` first, then `npm start`.");
  if (compiled) setValidationWorkerEntry(path.join(__dirname, "validation-worker.js"));
  const tls =
    process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE
      ? { cert: fs.readFileSync(process.env.TLS_CERT_FILE), key: fs.readFileSync(process.env.TLS_KEY_FILE) }
      : null;

  await startDatabase({
    log: (line) => process.stdout.write(`${line}\n`),
    baseUrl: `${tls ? "https" : "http"}://localhost:${env.PORT}`,
  });

  process.env.AUTH_SECRET = await ensureAuthSecret(env);

  process.stdout.write(`${mailStartupLine(env)}\n`);
  const mailWorker: MailWorker | null = env.SMTP_URL
    ? startMailWorker({
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        retryBaseMs: env.MAIL_RETRY_BASE_SECONDS * 1000,
        log: (line) => process.stdout.write(`${line}\n`),
      })
    : null;

  const policy: ListenerPolicy = { enforceHttps: env.ENFORCE_HTTPS, trustProxy: env.TRUST_PROXY };
  // Room above MAX_URL_BYTES and MAX_HEADER_BYTES, so that guardRequest can tell a long target (414) from long headers
  // (431).
  const limits = { maxHeaderSize: PARSER_HEADER_LIMIT };
  // This server's own loopback listener, plain HTTP: the studio's SDK reaches the API through it (unless API_BASE_URL
  // names another deployment), and so does Next.js when it renders a server action's redirect target, so that
  // neither ENFORCE_HTTPS's redirect nor a certificate made for the public name stands in their way. Nobody
  // behind it is a person on this machine, whatever its loopback socket says.
  const internal = http.createServer(limits, (req, res) =>
    onRequest(req, res, { enforceHttps: false, trustProxy: false, internal: true }),
  );
  await new Promise<void>((resolve, reject) => internal.once("error", reject).listen(0, "127.0.0.1", resolve));
  const internalPort = (internal.address() as { port: number }).port;
  process.env.STUDIO_SELF_URL = `http://127.0.0.1:${internalPort}`;

  // Development mode never runs the production build's capture bundle step: the bundle is watched instead.
  const stopCaptureAppDev = dev ? await startCaptureAppDevWatch() : null;
  process.stdout.write("Starting the studio…\n");
  const studio = next({ dev, dir: ROOT, hostname: "127.0.0.1", port: internalPort });
  await studio.prepare();
  const studioHandler = studio.getRequestHandler();
  // The Node <-> fetch bridge of Hono's Node server. The API reads only the path and query of the URL it builds,
  // so a Host header it cannot use names localhost instead of failing the request.
  // An answer of the pipeline (lib/api/response.ts) is written to Node's response here, its body as the text it is;
  // Hono's bridge is told it was sent. Anything else goes through the bridge as before.
  const apiHandler = getRequestListener(
    async (request, { incoming, outgoing }) => {
      // The API reads a body from Node's request itself, copied once (lib/api/body.ts, readBodyFrom).
      readBodyFrom(request, incoming);
      const response = await apiRoutes.fetch(request);
      return writeApiResponse(response, outgoing) ? RESPONSE_ALREADY_SENT : response;
    },
    {
      hostname: "localhost",
      overrideGlobalObjects: false,
      errorHandler: (error) =>
        errorResponse(
          error instanceof ApiError
            ? error
            : new ApiError("badRequest", "The request could not be read. Check its target and Host header."),
          answerVersion(null),
        ),
    },
  );

  let inFlight = 0;
  let stopping = false;
  const onRequest = (req: IncomingMessage, res: ServerResponse, listenerPolicy: ListenerPolicy = policy) => {
    if (guardRequest(req, res, listenerPolicy)) return;
    if (listenerPolicy.internal) req.headers["x-capture-same-machine"] = "0";
    inFlight++;
    res.on("close", () => inFlight--);
    if (stopping) res.setHeader("Connection", "close");
    if (isApiPath(req.url ?? "")) {
      trustHeaders(req);
      apiHandler(req, res).catch(() => serverError(res));
      return;
    }
    studioHandler(req, res).catch(() => serverError(res));
  };

  const onPublicRequest = (req: IncomingMessage, res: ServerResponse) => onRequest(req, res);
  const server = tls
    ? https.createServer({ ...tls, ...limits, minVersion: "TLSv1.2", maxVersion: "TLSv1.3" }, onPublicRequest)
    : http.createServer(limits, onPublicRequest);
  const servers: (http.Server | https.Server)[] = [server, internal];
  for (const s of servers) {
    // Both events hand over the connection's net.Socket (typed as the Duplex it extends).
    s.on("connect", (req: IncomingMessage, socket: Socket) => rawNotImplemented(socket, req));
    s.on("clientError", (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Socket) => {
      if (error.code === "HPE_INVALID_METHOD") return rawNotImplemented(socket);
      if (error.code === "ECONNRESET") return socket.destroy();
      if (error.code === "HPE_HEADER_OVERFLOW") return rawTooLarge(socket, error.rawPacket);
      rawBadRequest(socket);
    });
  }
  if (tls && process.env.HTTP_REDIRECT_PORT) {
    const redirector = http.createServer((req, res) => {
      res.writeHead(req.method === "GET" || req.method === "HEAD" ? 301 : 308, {
        Location: httpsLocation(req),
        "Content-Length": 0,
      });
      res.end();
    });
    redirector.listen(Number(process.env.HTTP_REDIRECT_PORT));
    servers.push(redirector);
  }

  server.on("error", (error: NodeJS.ErrnoException) =>
    fail(
      error.code === "EADDRINUSE"
        ? `Port ${env.PORT} is already in use. Stop the other server or set PORT to a free port.`
        : `The server could not listen: ${error.message}`,
    ),
  );
  server.listen(env.PORT, () => {
    const port = (server.address() as { port: number }).port;
    const origin = `${tls ? "https" : "http"}://localhost:${port}`;
    process.stdout.write(`Capture Studio ready on ${origin}\n`);
    // The stand's tablets open the capture app; the passcode they need is on the studio's Capture page.
    process.stdout.write(
      `Capture app for the stand's tablets: ${origin}/capture (passcode: the studio's Capture page)\n`,
    );
  });

  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const s of servers) {
      s.close();
      s.closeIdleConnections?.();
    }
    const deadline = Date.now() + 10_000;
    while (inFlight > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    for (const s of servers) s.closeAllConnections?.();
    await mailWorker?.stop().catch(() => undefined);
    await stopCaptureAppDev?.().catch(() => undefined);
    await closeDb().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error: unknown) =>
  fail(
    error instanceof Error && error.name === "StartupError"
      ? error.message
      : `Capture Studio could not start: ${error instanceof Error ? error.message : String(error)}`,
  ),
);

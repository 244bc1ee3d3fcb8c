// `npm start`: Next.js behind a small Node server that does what Next.js cannot at the socket (DECISIONS §7-§8):
// 501 for methods the API does not implement (TRACE, CONNECT, WebDAV, unknown tokens), 413 before a body is
// buffered, HSTS and the HTTPS redirect, TLS 1.2/1.3, and a graceful stop that closes the database.
"use strict";
// Question patterns and logic regexes come from API clients: V8 switches a regex that backtracks excessively to its
// linear-time engine, so that no definition can stall the server ((a+)+ and the like). The constructs that engine
// cannot run, backreferences and lookaround, are refused in definitions (lib/logic/regex-safety.ts).
require("node:v8").setFlagsFromString("--enable-experimental-regexp-engine-on-excessive-backtracks");
require("tsx/cjs");

const fs = require("node:fs");
const http = require("node:http");
const https = require("node:https");
const path = require("node:path");
const { readEnv } = require("./lib/env.ts");
const { startDatabase } = require("./lib/db/startup.ts");
const { closeDb } = require("./lib/db/client.ts");
const { ensureAuthSecret } = require("./lib/auth/auth-secret.ts");
const { guardRequest, rawBadRequest, rawNotImplemented, httpsLocation } = require("./lib/server/socket-guards.ts");

const fail = (message) => {
  process.stderr.write(`${message}\n`);
  process.exit(1);
};

async function main() {
  process.env.NEXT_TELEMETRY_DISABLED ??= "1";
  const env = readEnv();
  if (!fs.existsSync(path.join(__dirname, ".next", "BUILD_ID"))) fail("No production build found. Run `npm run build` first, then `npm start`.");
  const tls = process.env.TLS_CERT_FILE && process.env.TLS_KEY_FILE ? { cert: fs.readFileSync(process.env.TLS_CERT_FILE), key: fs.readFileSync(process.env.TLS_KEY_FILE) } : null;

  await startDatabase({ log: (line) => process.stdout.write(`${line}\n`), baseUrl: `${tls ? "https" : "http"}://localhost:${env.PORT}` });

  process.env.AUTH_SECRET = await ensureAuthSecret(env);

  const policy = { enforceHttps: env.ENFORCE_HTTPS, trustProxy: env.TRUST_PROXY };
  let handle;
  // This server's own loopback listener, plain HTTP: the studio's SDK reaches the API through it (unless API_BASE_URL
  // names another deployment), and so does Next.js when it renders a server action's redirect target, so that
  // neither ENFORCE_HTTPS's redirect nor a certificate made for the public name stands in their way. Nobody
  // behind it is a person on this machine, whatever its loopback socket says.
  const internal = http.createServer((req, res) => onRequest(req, res, { enforceHttps: false, trustProxy: false, internal: true }));
  await new Promise((resolve, reject) => internal.once("error", reject).listen(0, "127.0.0.1", resolve));
  process.env.STUDIO_SELF_URL = `http://127.0.0.1:${internal.address().port}`;

  const next = require("next");
  const app = next({ dev: false, dir: __dirname, hostname: "127.0.0.1", port: internal.address().port });
  await app.prepare();
  handle = app.getRequestHandler();

  let inFlight = 0;
  let stopping = false;
  const onRequest = (req, res, listenerPolicy = policy) => {
    if (guardRequest(req, res, listenerPolicy)) return;
    if (listenerPolicy.internal) req.headers["x-capture-same-machine"] = "0";
    inFlight++;
    res.on("close", () => inFlight--);
    if (stopping) res.setHeader("Connection", "close");
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/vnd.service-v1.1.5+json" });
      res.end(JSON.stringify({ error: "internalError", message: "The server failed to answer. Try again later.", details: {} }));
    });
  };

  const onPublicRequest = (req, res) => onRequest(req, res);
  const server = tls ? https.createServer({ ...tls, minVersion: "TLSv1.2", maxVersion: "TLSv1.3" }, onPublicRequest) : http.createServer(onPublicRequest);
  const servers = [server, internal];
  for (const s of servers) {
    s.on("connect", (req, socket) => rawNotImplemented(socket, req));
    s.on("clientError", (error, socket) => {
      if (error.code === "HPE_INVALID_METHOD") return rawNotImplemented(socket);
      if (error.code === "ECONNRESET") return socket.destroy();
      rawBadRequest(socket);
    });
  }
  if (tls && process.env.HTTP_REDIRECT_PORT) {
    const redirector = http.createServer((req, res) => {
      res.writeHead(req.method === "GET" || req.method === "HEAD" ? 301 : 308, { Location: httpsLocation(req), "Content-Length": 0 });
      res.end();
    });
    redirector.listen(Number(process.env.HTTP_REDIRECT_PORT));
    servers.push(redirector);
  }

  server.on("error", (error) => fail(error.code === "EADDRINUSE" ? `Port ${env.PORT} is already in use. Stop the other server or set PORT to a free port.` : `The server could not listen: ${error.message}`));
  server.listen(env.PORT, () => {
    const port = server.address().port;
    process.stdout.write(`Capture Studio ready on ${tls ? "https" : "http"}://localhost:${port}\n`);
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
    await closeDb().catch(() => undefined);
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}

main().catch((error) => fail(error && error.name === "StartupError" ? error.message : `Capture Studio could not start: ${error && error.message ? error.message : error}`));

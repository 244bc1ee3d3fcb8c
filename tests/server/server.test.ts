import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import tls from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useStartedServer } from "../support/api-context";
import { freePort } from "../support/pg-cluster";
import { apiClient, getToken, startServer, VENDOR, type TestServer } from "../support/server";

const ROOT = path.resolve(__dirname, "..", "..");

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: string };
function raw(url: string, options: https.RequestOptions & { body?: string | Buffer } = {}): Promise<Raw> {
  const lib = url.startsWith("https") ? https : http;
  return new Promise((resolve, reject) => {
    const req = lib.request(url, { rejectUnauthorized: false, agent: false, ...options }, (res) => {
      let body = "";
      res.on("data", (chunk) => (body += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on("error", reject);
    req.end(options.body);
  });
}

/** A raw request line, for methods Node's own client refuses to send (CONNECT, unknown tokens). */
function rawSocket(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(text));
    let data = "";
    socket.on("data", (chunk: Buffer) => (data += chunk));
    socket.on("end", () => resolve(data));
    socket.on("close", () => resolve(data));
    socket.on("error", reject);
  });
}

describe("the custom server over plain HTTP", () => {
  const started = useStartedServer({ database: "pglite", clients: [["acme"]] });

  it.each(["TRACE", "PROPFIND", "LOCK", "SEARCH"])("answers %s with 501 and the JSON error body", async (method) => {
    const response = await raw(`${started.server.baseUrl}/api/events`, { method });
    expect(response.status).toBe(501);
    expect(response.headers["content-type"]).toBe(VENDOR);
    expect(JSON.parse(response.body)).toMatchObject({ error: "notImplemented", details: {} });
  });

  it("answers CONNECT and a method token Node's parser refuses with 501", async () => {
    for (const line of [
      "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com\r\n\r\n",
      "FOO /api/events HTTP/1.1\r\nHost: x\r\n\r\n",
    ]) {
      const answer = await rawSocket(started.server.port, line);
      expect(answer).toMatch(/^HTTP\/1\.1 501 Not Implemented/);
      expect(answer).toContain('"error":"notImplemented"');
    }
  });

  it("answers a request Node's parser refuses with a JSON 400 that carries HSTS", async () => {
    for (const text of [
      "GET /api/events HTTP/9.9\r\nHost: x\r\n\r\n",
      "GET /api/events HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n",
    ]) {
      const answer = await rawSocket(started.server.port, text);
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(answer).toContain("Strict-Transport-Security: max-age=31536000; includeSubDomains");
      expect(answer).toContain(`Content-Type: ${VENDOR}`);
      expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({
        error: "badRequest",
        details: {},
      });
    }
  });

  it("answers 501 and 413 in the version the client accepts", async () => {
    const old = "application/vnd.service-v1.1.4+json";
    const trace = await raw(`${started.server.baseUrl}/api/events`, { method: "TRACE", headers: { Accept: old } });
    const large = await raw(`${started.server.baseUrl}/api/events`, {
      method: "POST",
      headers: { "Content-Length": String(2 * 1024 * 1024), "Content-Type": old, Accept: old },
    });
    for (const response of [trace, large]) {
      expect(response.headers["content-type"]).toBe(old);
      expect(response.headers.deprecation).toBe("true");
    }
  });

  it("refuses a body announced larger than 1 MiB with 413 before reading it", async () => {
    const response = await raw(`${started.server.baseUrl}/api/events`, {
      method: "POST",
      headers: { "Content-Length": String(2 * 1024 * 1024), "Content-Type": VENDOR, Accept: VENDOR },
    });
    expect(response.status).toBe(413);
    expect(JSON.parse(response.body).error).toBe("payloadTooLarge");
  });

  it("lets a client that is still uploading finish its body and read the 413, without a reset", async () => {
    const size = 2 * 1024 * 1024;
    const outcome = await new Promise<{ answer: string; error?: string }>((resolve) => {
      let answer = "";
      const socket = net.connect(started.server.port, "127.0.0.1", () => {
        socket.write(
          `POST /api/events HTTP/1.1\r\nHost: x\r\nAccept: ${VENDOR}\r\nContent-Type: ` +
            `${VENDOR}\r\nContent-Length: ${size}\r\n\r\n`,
        );
      });
      socket.on("data", (chunk: Buffer) => {
        const first = answer === "";
        answer += chunk;
        // Only once the 413 is in: the old server had closed the connection by then, so this upload was reset.
        if (first) socket.end(Buffer.alloc(size, "a"), () => setTimeout(() => resolve({ answer }), 300));
      });
      socket.on("error", (error: NodeJS.ErrnoException) => resolve({ answer, error: error.code }));
    });
    expect(outcome.error).toBeUndefined();
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it("refuses a chunked body over 1 MiB with 413", async () => {
    const token = await getToken(started.server, started.server.clients[0]);
    const response = await new Promise<Raw>((resolve, reject) => {
      const req = http.request(
        `${started.server.baseUrl}/api/events`,
        {
          method: "POST",
          agent: false,
          headers: {
            "Content-Type": VENDOR,
            Accept: VENDOR,
            Authorization: `Bearer ${token}`,
            "Transfer-Encoding": "chunked",
          },
        },
        (res) => {
          let body = "";
          res.on("data", (chunk) => (body += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        },
      );
      req.on("error", reject);
      const chunk = Buffer.alloc(64 * 1024, "a");
      for (let i = 0; i < 32; i++) req.write(chunk);
      req.end();
    });
    expect(response.status).toBe(413);
  });

  it(
    "answers malformed percent-encoding in /api paths, and OPTIONS *, with " + "a JSON 400 in the vendor type",
    async () => {
      for (const [method, target] of [
        ["GET", "/api/events/%"],
        ["GET", "/api/events/%c0%ae"],
        ["DELETE", "/api/events/%ff"],
        ["OPTIONS", "*"],
      ]) {
        const answer = await rawSocket(
          started.server.port,
          `${method} ${target} HTTP/1.1\r\nHost: x\r\nAccept: ${VENDOR}\r\nConnection: close\r\n\r\n`,
        );
        expect(answer).toMatch(/^HTTP\/1\.1 400 /);
        expect(answer).toContain(`Content-Type: ${VENDOR}`);
        expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({
          error: "badRequest",
          details: {},
        });
      }
    },
  );

  it("answers an absolute-form target for its path, never redirecting to the host it names", async () => {
    const answer = await rawSocket(
      started.server.port,
      `GET http://evil.example/api/company HTTP/1.1\r\nHost: x\r\nAccept: ${VENDOR}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer).toMatch(/^HTTP\/1\.1 401 /);
    expect(answer).not.toMatch(/evil\.example/);
  });

  it.each([
    ["a target over 16 KB with 414", `/api/events?x=${"a".repeat(17 * 1024)}`, "", 414, "uriTooLong"],
    ["headers over 16 KB with 431", "/api/events", `X-Big: ${"a".repeat(17 * 1024)}\r\n`, 431, "headersTooLarge"],
    [
      "headers past the parser's limit with 431",
      "/api/events",
      `X-Big: ${"a".repeat(70 * 1024)}\r\n`,
      431,
      "headersTooLarge",
    ],
  ])("answers %s", async (_, target, header, status, error) => {
    const answer = await rawSocket(
      started.server.port,
      `GET ${target} HTTP/1.1\r\nHost: x\r\nAccept: ${VENDOR}\r\n${header}Connection: close\r\n\r\n`,
    );
    expect(answer).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4))).toMatchObject({ error, details: {} });
  });

  it("sends HSTS on every response, pages included", async () => {
    for (const pathname of ["/", "/api/events", "/nope"]) {
      expect((await raw(`${started.server.baseUrl}${pathname}`)).headers["strict-transport-security"]).toBe(
        "max-age=31536000; includeSubDomains",
      );
    }
  });

  it("keeps rows across a restart of the embedded database", async () => {
    const token = await getToken(started.server, started.server.clients[0]);
    const api = apiClient(started.server, token);
    const created = await api("/api/events", { method: "POST", json: { name: "Survivor" } });
    const { id } = await created.json();
    await started.server.stop();
    const again = await startServer({ database: "pglite", dataDir: started.server.dataDir });
    try {
      const response = await apiClient(again, token)(`/api/events/${id}`);
      expect(response.status).toBe(200);
      expect((await response.json()).name).toBe("Survivor");
    } finally {
      await again.stop();
    }
  });
});

describe("ENFORCE_HTTPS", () => {
  const started = useStartedServer({ database: "pglite", env: { ENFORCE_HTTPS: "true", TRUST_PROXY: "true" } });

  it("redirects plain HTTP to https on port 443: 301 for GET and HEAD, 308 otherwise", async () => {
    const get = await raw(`${started.server.baseUrl}/api/events?x=1`, {
      headers: { Host: "capture.example.com:8080" },
    });
    expect(get.status).toBe(301);
    expect(get.headers.location).toBe("https://capture.example.com/api/events?x=1");
    const post = await raw(`${started.server.baseUrl}/api/events`, {
      method: "POST",
      headers: { Host: "capture.example.com" },
    });
    expect(post.status).toBe(308);
  });

  it("does not redirect what a trusted proxy received over HTTPS", async () => {
    const response = await raw(`${started.server.baseUrl}/api/events`, {
      headers: { "X-Forwarded-Proto": "https", Accept: VENDOR },
    });
    expect(response.status).toBe(401);
  });
});

describe("TLS", () => {
  let dir: string;
  let server: TestServer;
  let redirectPort: number;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-tls-"));
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "rsa:2048",
        "-nodes",
        "-days",
        "1",
        "-subj",
        "/CN=localhost",
        "-keyout",
        path.join(dir, "key.pem"),
        "-out",
        path.join(dir, "cert.pem"),
      ],
      { stdio: "ignore" },
    );
    redirectPort = await freePort();
    server = await startServer({
      database: "pglite",
      env: {
        TLS_CERT_FILE: path.join(dir, "cert.pem"),
        TLS_KEY_FILE: path.join(dir, "key.pem"),
        ENFORCE_HTTPS: "true",
        HTTP_REDIRECT_PORT: String(redirectPort),
      },
    });
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("serves HTTPS and answers TRACE with 501 there too", async () => {
    const base = `https://127.0.0.1:${server.port}`;
    const trace = await raw(`${base}/api/events`, { method: "TRACE" });
    expect(trace.status).toBe(501);
    expect(JSON.parse(trace.body).error).toBe("notImplemented");
    const options = await raw(`${base}/api/events`, { method: "OPTIONS" });
    expect(options.status).toBe(204);
  });

  it.each(["TLSv1.2", "TLSv1.3"] as const)("accepts %s", async (version) => {
    const protocol = await new Promise<string | null>((resolve, reject) => {
      const socket = tls.connect(
        { port: server.port, host: "127.0.0.1", rejectUnauthorized: false, minVersion: version, maxVersion: version },
        () => {
          resolve(socket.getProtocol());
          socket.end();
        },
      );
      socket.on("error", reject);
    });
    expect(protocol).toBe(version);
  });

  it("refuses TLS 1.1 and 1.0", async () => {
    const outcome = await new Promise<string>((resolve) => {
      const socket = tls.connect(
        {
          port: server.port,
          host: "127.0.0.1",
          rejectUnauthorized: false,
          minVersion: "TLSv1",
          maxVersion: "TLSv1.1",
          ciphers: "DEFAULT:@SECLEVEL=0",
        },
        () => {
          resolve(`connected with ${socket.getProtocol()}`);
          socket.end();
        },
      );
      socket.on("error", (error) => resolve(`refused: ${error.message}`));
    });
    expect(outcome).toMatch(/^refused/);
  });

  it("puts the studio's security headers on its pages over TLS too, and secures next-auth's cookies", async () => {
    const base = `https://127.0.0.1:${server.port}`;
    const page = await raw(`${base}/sign-in`);
    expect(page.status).toBe(200);
    expect(page.headers["content-security-policy"]).toMatch(
      /script-src 'self' 'nonce-[^']+' 'strict-dynamic'.*frame-ancestors 'none'/,
    );
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(page.headers["permissions-policy"]).toContain("microphone=()");
    expect(page.headers["strict-transport-security"]).toContain("max-age=");
    const csrf = await raw(`${base}/auth/csrf`);
    expect(String(csrf.headers["set-cookie"])).toMatch(/__Host-authjs\.csrf-token=[^;]+;.*Secure/);
  });

  it("redirects the plain-HTTP listener to HTTPS", async () => {
    const response = await raw(`http://127.0.0.1:${redirectPort}/api/events`, {
      headers: { Host: "capture.example.com" },
    });
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe("https://capture.example.com/api/events");
  });
});

describe("start-up and shutdown", () => {
  const startRaw = (env: Record<string, string>) =>
    spawnSync(process.execPath, ["server.js"], {
      cwd: ROOT,
      env: { ...process.env, PORT: "0", ENFORCE_HTTPS: "false", ...env },
      encoding: "utf8",
      timeout: 60_000,
    });

  it("stops with one clear line when DATABASE_URL does not answer, never showing the password", () => {
    const result = startRaw({ DATABASE_URL: "postgres://capture:s3cret-pw@127.0.0.1:1/capture" });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/PostgreSQL at 127\.0\.0\.1:1\/capture .*Check DATABASE_URL/);
    expect(result.stderr + result.stdout).not.toContain("s3cret-pw");
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("stops with one clear line when DATA_DIR cannot be used", () => {
    const result = startRaw({ DATA_DIR: "/etc/hostname/data", DATABASE_URL: "" });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toHaveLength(1);
    expect(result.stderr).toMatch(/DATA_DIR .* cannot be used .*Set DATA_DIR to a writable folder/);
  });

  it("lets one process own an embedded database: a second one stops and names the owner", async () => {
    const server = await startServer({ database: "pglite" });
    try {
      const cli = spawnSync(
        path.join(ROOT, "node_modules", ".bin", "tsx"),
        ["scripts/credentials.ts", "--company", "acme"],
        {
          cwd: ROOT,
          env: { ...process.env, DATA_DIR: server.dataDir, DATABASE_URL: "" },
          encoding: "utf8",
        },
      );
      expect(cli.status).toBe(1);
      expect(cli.stdout).toBe("");
      expect(cli.stderr.trim().split("\n")).toHaveLength(1);
      expect(cli.stderr).toMatch(/is in use by process \d+ .*Stop that process first/);
      const second = startRaw({ DATA_DIR: server.dataDir!, DATABASE_URL: "" });
      expect(second.status).toBe(1);
      expect(second.stderr).toMatch(/is in use by process/);
    } finally {
      await server.stop();
      await server.destroy();
    }
  });

  it("finishes an in-flight request on SIGTERM, then exits", async () => {
    const server = await startServer({ database: "pglite", clients: [["acme"]] });
    const token = await getToken(server, server.clients[0]);
    const body = JSON.stringify({ name: "Finished during shutdown" });
    const pending = new Promise<Raw>((resolve, reject) => {
      const req = http.request(
        `${server.baseUrl}/api/events`,
        {
          method: "POST",
          headers: {
            "Content-Type": VENDOR,
            Accept: VENDOR,
            Authorization: `Bearer ${token}`,
            "Content-Length": Buffer.byteLength(body),
          },
        },
        (res) => {
          let text = "";
          res.on("data", (chunk) => (text += chunk));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
        },
      );
      req.on("error", reject);
      req.write(body.slice(0, 10));
      setTimeout(async () => {
        const stopped = server.stop();
        setTimeout(() => req.end(body.slice(10)), 300);
        await stopped;
      }, 200);
    });
    const response = await pending;
    expect(response.status).toBe(201);
    await server.destroy();
  });

  it("loses no acknowledged write when killed with SIGKILL mid-write", async () => {
    const server = await startServer({ database: "pglite", clients: [["acme"]] });
    const token = await getToken(server, server.clients[0]);
    const api = apiClient(server, token);
    const acknowledged: number[] = [];
    let killed = false;
    const writer = async () => {
      while (!killed) {
        try {
          const response = await api("/api/events", { method: "POST", json: { name: "durable" } });
          if (response.status === 201) acknowledged.push((await response.json()).id);
        } catch {
          return;
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const pid = Number(
      /"pid":(\d+)/.exec(fs.readFileSync(path.join(server.dataDir!, "capture-studio.lock"), "utf8"))?.[1],
    );
    process.kill(pid, "SIGKILL");
    killed = true;
    await Promise.all(writers);
    await server.stop();
    expect(acknowledged.length).toBeGreaterThan(5);
    const again = await startServer({ database: "pglite", dataDir: server.dataDir });
    try {
      const list = await apiClient(again, token)("/api/events", { headers: { Range: "resources=0-999" } });
      const ids = new Set(((await list.json()) as { id: number }[]).map((event) => event.id));
      expect(acknowledged.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      await again.stop();
      await again.destroy();
      fs.rmSync(server.dataDir!, { recursive: true, force: true });
    }
  });
});

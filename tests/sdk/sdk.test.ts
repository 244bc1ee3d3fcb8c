import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inspect } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ApiError,
  CompanyUsernameError,
  ConflictError,
  createClient,
  GoneError,
  NetworkError,
  NotFoundError,
  PreconditionFailedError,
  PreconditionRequiredError,
  RangeNotSatisfiableError,
  RateLimitedError,
  ServerError,
  UnauthorizedError,
  ValidationError,
  VersionError,
  type Client,
} from "../../lib/sdk";
import { packSdk } from "../../lib/sdk/scripts/build";
import { sampleQuestions } from "../support/api-context";
import { startServer, type TestServer } from "../support/server";

let server: TestServer;
let api: Client;
const secrets: string[] = [];
const seenErrors: unknown[] = [];

const client = (overrides: Partial<Parameters<typeof createClient>[0]> = {}, index = 0) =>
  createClient({
    baseUrl: server.baseUrl,
    clientId: server.clients[index].clientId,
    clientSecret: server.clients[index].clientSecret,
    retry: { baseDelayMs: 10, maxDelayMs: 50 },
    ...overrides,
  });

/**
 * A fetch for the SDK that counts its token requests and, when `revokeFirst` is given, sends the first other request
 * it matches with a revoked token (as if the token had been revoked since it was issued).
 */
function watchedFetch(revokeFirst?: (init: RequestInit | undefined) => boolean) {
  const watched = {
    tokenRequests: 0,
    tampered: false,
    fetch: ((input, init) => {
      if (String(input).endsWith("/api/auth")) watched.tokenRequests++;
      else if (!watched.tampered && revokeFirst?.(init)) {
        watched.tampered = true;
        const headers = new Headers(init?.headers);
        headers.set("Authorization", "Bearer revoked-token");
        return fetch(input, { ...init, headers });
      }
      return fetch(input, init);
    }) as typeof fetch,
  };
  return watched;
}

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    seenErrors.push(error);
    return error as ApiError;
  }
  throw new Error("expected the call to fail");
}

beforeAll(async () => {
  server = await startServer({
    database: "pglite",
    clients: [["acme"], ["acme", "globex"]],
    env: { TOKEN_TTL_SECONDS: "3" },
  });
  secrets.push(...server.clients.map((c) => c.clientSecret));
  api = client();
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await server?.destroy();
});

describe("company", () => {
  it("reads the company, with fields and conditionally", async () => {
    const { data, lastModified, version } = await api.company.get();
    expect(data.username).toBe("acme");
    expect(version).toBe("1.1.5");
    expect(api.apiVersion).toBe("1.1.5");
    expect((await api.company.get({ fields: ["name"] })).data).toEqual({ id: data.id, name: data.name });
    expect(await api.company.get({ ifModifiedSince: lastModified! })).toMatchObject({ modified: false });
  });

  it("acts for the company named by username when the client serves several", async () => {
    const globex = client({ username: "globex" }, 1);
    expect((await globex.company.get()).data.username).toBe("globex");
    const none = await caught(client({}, 1).company.get());
    expect(none).toBeInstanceOf(CompanyUsernameError);
    expect(none).not.toBeInstanceOf(ValidationError);
    expect(none).toMatchObject({
      status: 400,
      error: "invalid_request",
      reason: "required",
      method: "POST",
      path: "/api/auth",
      details: { field: "username" },
    });
    const foreign = await caught(client({ username: "initech" }, 1).company.get());
    expect(foreign).toMatchObject({ name: "CompanyUsernameError", reason: "notAllowed", username: "initech" });
  });
});

describe("events", () => {
  it("creates, reads, updates, replaces and deletes", async () => {
    const created = await api.events.create({ name: "SDK Expo", questions: sampleQuestions as never });
    expect(created.location).toBe(`/api/events/${created.id}`);
    const read = await api.events.get(created.id);
    expect(read.data).toMatchObject({ id: created.id, name: "SDK Expo", type: "standard" });
    const updated = await api.events.update(created.id, { name: "SDK Expo 2" }, read);
    expect(updated.lastModified!.getTime()).toBeGreaterThan(read.lastModified!.getTime());
    expect(await api.events.get(created.id, { ifModifiedSince: updated.lastModified! })).toMatchObject({
      modified: false,
    });
    await api.events.replace(created.id, { name: "Replaced" }, updated);
    expect((await api.events.get(created.id, { fields: ["name"] })).data).toEqual({ id: created.id, name: "Replaced" });
    await api.events.delete(created.id);
    expect(await caught(api.events.get(created.id))).toBeInstanceOf(GoneError);
  });

  it("turns a stale update into PreconditionFailedError and writes nothing", async () => {
    const { id } = await api.events.create({ name: "Contended" });
    const read = await api.events.get(id);
    await api.events.update(id, { name: "First writer" }, read);
    const error = await caught(api.events.update(id, { name: "Second writer" }, read));
    expect(error).toBeInstanceOf(PreconditionFailedError);
    expect(error).toMatchObject({
      status: 412,
      error: "preconditionFailed",
      method: "PATCH",
      path: `/api/events/${id}`,
    });
    expect((await api.events.get(id)).data.name).toBe("First writer");
  });

  it("reports invalid questions as ValidationError with the issues", async () => {
    const error = (await caught(
      api.events.create({ name: "Bad", questions: [{ id: "Bad Id", type: "text", label: "x" }] as never }),
    )) as ValidationError;
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.issues[0]).toMatchObject({ path: "questions[0].id", rule: "idFormat" });
  });

  it("answers NotFoundError for an unknown or foreign event", async () => {
    expect(await caught(api.events.get(99999999))).toBeInstanceOf(NotFoundError);
    const { id } = await client({ username: "globex" }, 1).events.create({ name: "Globex only" });
    expect(await caught(api.events.get(id))).toBeInstanceOf(NotFoundError);
  });

  it("lists pages, counts, and iterates over more than 1000 events", async () => {
    const globex = client({ username: "globex" }, 1);
    const before = await globex.events.count();
    for (let start = 0; start < 1050; start += 50) {
      await Promise.all(Array.from({ length: 50 }, (_, i) => globex.events.create({ name: `Bulk ${start + i}` })));
    }
    const total = before + 1050;
    expect(await globex.events.count()).toBe(total);
    const page = await globex.events.list({ range: { from: 5, to: 9 }, fields: ["name"] });
    expect(page).toMatchObject({ partial: true, range: { from: 5, to: 9, total } });
    expect(page.items).toHaveLength(5);
    expect(Object.keys(page.items[0]).sort()).toEqual(["id", "name"]);
    const ids: number[] = [];
    for await (const event of globex.events.iterate({ fields: ["name"] })) ids.push(event.id);
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(await globex.events.toArray()).toHaveLength(total);
    await expect(globex.events.toArray({ limit: 10 })).rejects.toThrow(RangeError);
    expect(await caught(globex.events.list({ range: { from: total + 10 } }))).toBeInstanceOf(RangeNotSatisfiableError);
  });
});

describe("registrations", () => {
  it("creates, merges, replaces, lists, counts and deletes", async () => {
    const { id: eventId } = await api.events.create({ name: "Reg", questions: sampleQuestions as never });
    const ada = { fullName: { value: "Ada Lovelace" }, email: { value: "ada@example.com" } };
    const { id } = await api.registrations.create(eventId, ada);
    const read = await api.registrations.get(eventId, id);
    await api.registrations.update(eventId, id, { company: { value: "Engines" } }, read);
    expect((await api.registrations.get(eventId, id)).data.values).toEqual({ ...ada, company: { value: "Engines" } });
    const again = await api.registrations.get(eventId, id);
    await api.registrations.replace(eventId, id, ada, again);
    expect((await api.registrations.get(eventId, id)).data.values).toEqual(ada);
    expect(await caught(api.registrations.create(eventId, { ...ada, fullName: { value: "Ada King" } }))).toBeInstanceOf(
      ConflictError,
    );
    await api.registrations.create(eventId, {
      fullName: { value: "Grace Hopper" },
      email: { value: "grace@example.com" },
    });
    expect(await api.registrations.count(eventId)).toBe(2);
    expect((await api.registrations.list(eventId)).items.map((r) => r.id)[0]).toBe(id);
    expect(await api.registrations.toArray(eventId)).toHaveLength(2);
    await api.registrations.delete(eventId, id);
    expect(await caught(api.registrations.get(eventId, id))).toBeInstanceOf(GoneError);
    await api.registrations.deleteAll(eventId);
    expect(await api.registrations.count(eventId)).toBe(0);
  });

  it(
    "summary: the count and last change by HEAD, and a conditional one that " +
      "is 'not modified' until something changes",
    async () => {
      const { id: eventId } = await api.events.create({ name: "Watched", questions: sampleQuestions as never });
      await api.registrations.create(eventId, {
        fullName: { value: "Ada Lovelace" },
        email: { value: "ada@example.com" },
      });
      // A collection's Last-Modified trails the second it changed in until that second is over (lib/api/collection.ts).
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const first = await api.registrations.summary(eventId);
      expect(first.total).toBe(1);
      expect(first.lastModified).toBeInstanceOf(Date);
      expect((await api.registrations.summary(eventId, { ifModifiedSince: first.lastModified! })).modified).toBe(false);
      await api.registrations.create(eventId, {
        fullName: { value: "Grace Hopper" },
        email: { value: "grace@example.com" },
      });
      const changed = await api.registrations.summary(eventId, { ifModifiedSince: first.lastModified! });
      expect(changed.modified && changed.total).toBe(2);
    },
  );

  it("refuses a registration id that is a dot segment before sending: the event it would name survives", async () => {
    const { id: eventId } = await api.events.create({ name: "Dots" });
    for (const id of ["..", ".", ""]) await expect(api.registrations.delete(eventId, id)).rejects.toThrow(TypeError);
    expect((await api.events.get(eventId)).data.name).toBe("Dots");
  });

  it("reports invalid values as ValidationError with the issues", async () => {
    const { id: eventId } = await api.events.create({ name: "Reg2", questions: sampleQuestions as never });
    const error = (await caught(api.registrations.create(eventId, { email: { value: "nope" } }))) as ValidationError;
    expect(error.issues.map((issue) => issue.questionId)).toEqual(expect.arrayContaining(["fullName", "email"]));
  });
});

describe("tokens", () => {
  it("fetches one token for concurrent first calls, and renews it after it expires", async () => {
    const counting = watchedFetch();
    const sdk = client({ fetch: counting.fetch });
    await Promise.all(Array.from({ length: 5 }, () => sdk.company.get()));
    expect(counting.tokenRequests).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3200));
    await sdk.company.get();
    expect(counting.tokenRequests).toBe(2);
  });

  it("renews once after a 401 invalidToken", async () => {
    const tampering = watchedFetch(() => true);
    const sdk = client({ fetch: tampering.fetch });
    expect((await sdk.company.get()).data.username).toBe("acme");
    expect(tampering.tokenRequests).toBe(2);
  });

  it("renews after a refused token on HEAD too, where only WWW-Authenticate says why (no body)", async () => {
    const tampering = watchedFetch((init) => init?.method === "HEAD");
    const sdk = client({ fetch: tampering.fetch });
    expect(await sdk.events.count()).toBeGreaterThanOrEqual(0);
    expect(tampering.tampered).toBe(true);
    expect(tampering.tokenRequests).toBe(2);
  });

  it("reports wrong credentials as UnauthorizedError, and throttling as RateLimitedError", async () => {
    const error = await caught(client({ clientSecret: "wrong-secret" }).company.get());
    expect(error).toBeInstanceOf(UnauthorizedError);
    expect(error.error).toBe("invalid_client");
    // A made-up client id, so that the throttle does not lock out the real client for the other tests.
    // Without retries: the throttle's backoff starts at 1 s, which the SDK would otherwise wait out and try again.
    const guesser = client({ clientId: "cs_guessing", clientSecret: "wrong-secret", retry: { maxRetries: 0 } });
    let last: ApiError | undefined;
    for (let i = 0; i < 11; i++) last = await caught(guesser.company.get());
    expect(last).toBeInstanceOf(RateLimitedError);
    expect((last as RateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
  });

  it("reports an unsupported version as VersionError", async () => {
    const error = await caught(client({ version: "9.9.9" }).company.get());
    expect(error).toBeInstanceOf(VersionError);
    expect(error.status).toBe(406);
  });

  it("speaks the deprecated 1.1.4 on request and says so", async () => {
    const old = await client({ version: "1.1.4" }).company.get();
    expect(old).toMatchObject({ version: "1.1.4", deprecated: true });
  });
});

describe("faults the server cannot produce on demand (injected fetch)", () => {
  const flaky = (failures: number, fault: () => Response | never) => {
    let left = failures;
    let dataCalls = 0;
    const wrapped: typeof fetch = (input, init) => {
      if (!String(input).endsWith("/api/auth")) {
        dataCalls++;
        if (left-- > 0) return Promise.resolve().then(fault);
      }
      return fetch(input, init);
    };
    return { fetch: wrapped, calls: () => dataCalls };
  };
  const unavailable = () =>
    new Response(JSON.stringify({ error: "unavailable", message: "Try later", details: {} }), {
      status: 503,
      headers: { "Retry-After": "0" },
    });
  const dropped = (): never => {
    throw new TypeError("fetch failed", { cause: { code: "ECONNRESET" } });
  };

  it("retries an idempotent request after 503 with Retry-After and after a dropped connection", async () => {
    const after503 = flaky(2, unavailable);
    expect((await client({ fetch: after503.fetch }).company.get()).data.username).toBe("acme");
    expect(after503.calls()).toBe(3);
    const afterDrop = flaky(1, dropped);
    expect((await client({ fetch: afterDrop.fetch }).events.count()).valueOf()).toBeGreaterThanOrEqual(0);
    expect(afterDrop.calls()).toBe(2);
  });

  it("gives up after the retries with ServerError / NetworkError", async () => {
    expect(
      await caught(
        client({ fetch: flaky(10, unavailable).fetch, retry: { maxRetries: 2, baseDelayMs: 1 } }).company.get(),
      ),
    ).toBeInstanceOf(ServerError);
    const network = await caught(
      client({ fetch: flaky(10, dropped).fetch, retry: { maxRetries: 1, baseDelayMs: 1 } }).company.get(),
    );
    expect(network).toBeInstanceOf(NetworkError);
    expect(network.message).toContain("ECONNRESET");
  });

  it("never retries a POST", async () => {
    const once = flaky(1, dropped);
    expect(await caught(client({ fetch: once.fetch }).events.create({ name: "Once" }))).toBeInstanceOf(NetworkError);
    expect(once.calls()).toBe(1);
    const busy = flaky(1, unavailable);
    expect(await caught(client({ fetch: busy.fetch }).events.create({ name: "Once" }))).toBeInstanceOf(ServerError);
    expect(busy.calls()).toBe(1);
  });

  it("reports a write without If-Unmodified-Since as PreconditionRequiredError", async () => {
    const { id } = await api.events.create({ name: "No precondition" });
    const stripping: typeof fetch = (input, init) => {
      const headers = new Headers(init?.headers);
      headers.delete("If-Unmodified-Since");
      return fetch(input, { ...init, headers });
    };
    const error = await caught(client({ fetch: stripping }).events.update(id, { name: "x" }, new Date()));
    expect(error).toBeInstanceOf(PreconditionRequiredError);
  });
});

describe("credentials never leak", () => {
  it("appear in no error message, string, JSON or inspected client", async () => {
    expect(seenErrors.length).toBeGreaterThan(10);
    const sdk = client();
    await sdk.company.get();
    const texts = [
      ...seenErrors.flatMap((error) => [String(error), JSON.stringify(error), inspect(error, { depth: 5 })]),
      inspect(sdk, { depth: 10, showHidden: true }),
      JSON.stringify(sdk),
    ];
    for (const text of texts) for (const secret of secrets) expect(text).not.toContain(secret);
    for (const text of texts) expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}|Basic [A-Za-z0-9+/=]{20,}/);
  });
});

const ROOT = path.resolve(__dirname, "..", "..");

/** Runs `command` and fails with its output when it does not succeed. */
function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  const result = spawnSync(command, args, { ...options, encoding: "utf8", env: { ...process.env, ...options.env } });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result;
}

const exampleEnv = (): Record<string, string> => ({
  CAPTURE_API_URL: server.baseUrl,
  CAPTURE_CLIENT_ID: server.clients[0].clientId,
  CAPTURE_CLIENT_SECRET: server.clients[0].clientSecret,
});

function expectExampleOutput(stdout: string) {
  expect(stdout).toContain("Signed in as acme (acme)");
  expect(stdout).toContain("Stale edit refused");
  expect(stdout).toContain("Already registered.");
  expect(stdout).toContain("Refused:");
  expect(stdout).toMatch(/Cancelled after 1 event\(s\); resuming from position 1/);
  expect(stdout).toMatch(/Resumed: \d+ more event\(s\)/);
  expect(stdout).toMatch(/\d+ request\(s\), \d+ failed, the token request included/);
}

describe("the README example", () => {
  it("runs against a real server", () => {
    const result = spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), ["scripts/sdk-example.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      env: { ...process.env, ...exampleEnv() },
    });
    expect(result.stderr).toBe("");
    expect(result.status).toBe(0);
    expectExampleOutput(result.stdout);
  });

  it("runs from the packed package, installed in a project of its own and type-checked as Node's ESM", () => {
    const work = fs.mkdtempSync(path.join(os.tmpdir(), "capture-sdk-consumer-"));
    try {
      const tarball = packSdk(path.join(work, "pack"));
      const project = path.join(work, "project");
      fs.mkdirSync(project);
      fs.writeFileSync(
        path.join(project, "package.json"),
        JSON.stringify({ name: "integrator", private: true, type: "module" }),
      );
      run("npm", ["install", tarball, "--offline", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: project });
      // Installed alone: no dependency came with it (no zod, nothing of the server's).
      expect(fs.readdirSync(path.join(project, "node_modules")).filter((name) => !name.startsWith("."))).toEqual([
        "@capture-studio",
      ]);
      const installed = path.join(project, "node_modules", "@capture-studio", "sdk");
      const manifest = JSON.parse(fs.readFileSync(path.join(installed, "package.json"), "utf8"));
      expect(manifest).toMatchObject({ name: "@capture-studio/sdk", sideEffects: false, types: "./dist/index.d.mts" });
      expect(manifest.dependencies).toBeUndefined();
      for (const file of fs
        .readdirSync(path.join(installed, "dist"), { recursive: true })
        .map(String)
        .filter((name) => name.endsWith("js"))) {
        const imports = [
          ...fs.readFileSync(path.join(installed, "dist", file), "utf8").matchAll(/\bfrom\s*["']([^"']+)["']/g),
        ].map((match) => match[1]);
        expect(imports.filter((specifier) => !specifier.startsWith("./") && !specifier.startsWith("../"))).toEqual([]);
      }

      const example = fs
        .readFileSync(path.join(ROOT, "scripts", "sdk-example.ts"), "utf8")
        .replace(/from "\.\.\/lib\/sdk"/, 'from "@capture-studio/sdk"');
      expect(example).toContain('from "@capture-studio/sdk"');
      fs.writeFileSync(path.join(project, "example.ts"), example);
      const compilerOptions = {
        module: "nodenext",
        moduleResolution: "nodenext",
        target: "es2022",
        strict: true,
        outDir: "out",
        typeRoots: [path.join(ROOT, "node_modules", "@types")],
        types: ["node"],
      };
      fs.writeFileSync(path.join(project, "tsconfig.json"), JSON.stringify({ compilerOptions, files: ["example.ts"] }));
      run(process.execPath, [path.join(ROOT, "node_modules", "typescript", "bin", "tsc"), "-p", project], {
        cwd: project,
      });
      const result = run(process.execPath, [path.join(project, "out", "example.js")], {
        cwd: project,
        env: exampleEnv(),
      });
      expect(result.stderr).toBe("");
      expectExampleOutput(result.stdout);
    } finally {
      fs.rmSync(work, { recursive: true, force: true });
    }
  }, 180_000);
});

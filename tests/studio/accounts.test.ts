// People's own accounts over HTTP against real servers, as a hostile colleague or a stranger with an account
// would try them (docs/security.md "Companies"): companies are never taken by their name, current-password checks are
// throttled, an
// e-mail change tells nothing about other accounts and ends the other sessions, passwords compare in one Unicode
// form, only the seeded demo company is "the demo", the demo's secrets are not kept, and a forged Origin is a
// 403. Both databases.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/postgres";
import { startServer, type TestDatabase, type TestServer } from "../support/server";
import { actionId, callAction, newJar, send, signedIn, signIn, type Jar } from "../support/studio";

const ROOT = path.resolve(__dirname, "..", "..");
const ACCOUNT = "app/(studio)/account/actions.ts";
const SETTINGS = "app/(studio)/settings/actions.ts";
const PASSWORD = "a long enough passphrase";
const person = (email: string, companies: [string, "owner" | "editor" | "viewer"][] = [], password = PASSWORD) => ({
  email,
  password,
  companies,
});
const tsx = (script: string, args: string[], env: Record<string, string>) =>
  spawnSync(path.join(ROOT, "node_modules", ".bin", "tsx"), [script, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    encoding: "utf8",
  });

/**
 * The data of a server not started yet: a PGlite folder or a PostgreSQL database, with `npm run credentials` run on it.
 */
async function dataWithCredentials(database: TestDatabase, usernames: string[]) {
  let env: Record<string, string>;
  let remove: () => Promise<void>;
  let place: { dataDir?: string; databaseUrl?: string };
  if (database === "pglite") {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "capture-accounts-"));
    env = { DATA_DIR: dataDir, DATABASE_URL: "" };
    place = { dataDir };
    remove = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  } else {
    const created = await createTestDatabase();
    env = { DATABASE_URL: created.url };
    place = { databaseUrl: created.url };
    remove = created.drop;
  }
  const printed = tsx(
    "scripts/credentials.ts",
    usernames.flatMap((username) => ["--company", username]),
    env,
  );
  if (printed.status !== 0) throw new Error(`npm run credentials failed: ${printed.stderr}`);
  return { place, env, remove, credentials: JSON.parse(printed.stdout) as { claimCodes: Record<string, string> } };
}

const companiesOf = async (server: TestServer, jar: Jar) =>
  (await (await send(server, jar, "/account")).text()).replace(/<!-- -->/g, "");

// Generous: a dozen sign-ins, argon2 hashes and two processes per database on a busy machine.
describe.each(["pglite", "postgres"] as const)("people's accounts on %s", { timeout: 120_000 }, (database) => {
  let server: TestServer;
  let data: Awaited<ReturnType<typeof dataWithCredentials>>;
  const jars: Record<string, Jar> = {};
  const racers = Array.from({ length: 6 }, (_, index) => `racer${index}@race.example`);
  const people = [
    person("stranger@else.example", [["elsewhere", "owner"]]),
    person("second@else.example", [["elsewhere", "editor"]]),
    person("guesser@victim.example", [["victim", "owner"]]),
    person("bystander@victim.example", [["victim", "editor"]]),
    person("mover@move.example", [["move", "owner"]]),
    person("kept@keep.example", [["keep", "owner"]]),
    person("fullwidth@wide.example", [["wide", "owner"]], "ｃｏｆｆｅｅ ｃｕｐ ｔｗｉｃｅ ｎｏｗ"),
    person("named-demo@fake.example", [["demo", "owner"]]),
    person("colleague@fake.example", [["demo", "editor"]]),
    ...racers.map((email) => person(email)),
  ];
  beforeAll(async () => {
    data = await dataWithCredentials(database, ["madeforyou"]);
    server = await startServer({ database, ...data.place, people });
    for (const { email, password } of people.filter(({ email }) => !email.startsWith("fullwidth"))) {
      jars[email] = newJar();
      await signIn(server, jars[email], { email, password });
    }
  }, 600_000);
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
    await data?.remove();
  });

  it("never gives a company made by npm run credentials to whoever types its username", async () => {
    const stranger = jars["stranger@else.example"];
    const taken = await callAction(server, stranger, "/account", ACCOUNT, "createCompany", {
      name: "Not mine",
      username: "madeforyou",
    });
    expect(taken.result).toEqual({
      ok: false,
      error: {
        code: "usernameTaken",
        message: 'That username is taken: "madeforyou" belongs to another company. Choose another username.',
      },
    });
    expect(await companiesOf(server, stranger)).not.toContain("@madeforyou");
    const switched = await callAction(
      server,
      stranger,
      "/account",
      "app/(studio)/account/actions.ts",
      "switchCompany",
      { username: "madeforyou" },
    );
    expect(switched.result).toMatchObject({ ok: false, error: { code: "companyNotAllowed" } });
  });

  it("gives it its first owner through the claim code the command printed, once", async () => {
    const code = data.credentials.claimCodes.madeforyou;
    expect(code).toMatch(/^claim_[A-Za-z0-9_-]{20}$/);
    const wrong = await callAction(server, jars["second@else.example"], "/account", ACCOUNT, "claimCompany", {
      code: "claim_AAAAAAAAAAAAAAAAAAAA",
    });
    expect(wrong.result).toMatchObject({
      ok: false,
      error: {
        code: "claimRefused",
        message: expect.stringContaining("This claim code is wrong or was already used."),
      },
    });
    const claimed = await callAction(server, jars["stranger@else.example"], "/account", ACCOUNT, "claimCompany", {
      code: ` ${code} `,
    });
    expect(claimed.result).toEqual({ ok: true, data: { username: "madeforyou" } });
    expect(await companiesOf(server, jars["stranger@else.example"])).toMatch(
      /@madeforyou<\/span><\/span><span class="[^"]*">Owner</,
    );
    const again = await callAction(server, jars["second@else.example"], "/account", ACCOUNT, "claimCompany", { code });
    expect(again.result).toMatchObject({
      ok: false,
      error: { code: "claimRefused", message: expect.stringContaining("already used") },
    });
    expect(await companiesOf(server, jars["second@else.example"])).not.toContain("@madeforyou");
  });

  it("makes exactly one of six people creating the same new username at once its owner", async () => {
    const answers = await Promise.all(
      racers.map((email) =>
        callAction(server, jars[email], "/account", ACCOUNT, "createCompany", { name: "Raced Ltd", username: "raced" }),
      ),
    );
    expect(answers.filter((answer) => answer.result?.ok)).toHaveLength(1);
    expect(answers.filter((answer) => answer.result?.error?.code === "usernameTaken")).toHaveLength(5);
    let owners = 0;
    for (const email of racers) if ((await companiesOf(server, jars[email])).includes("@raced")) owners++;
    expect(owners).toBe(1);
  });

  it("throttles guessing the current password through a session, like sign-in, without holding up others", async () => {
    const guesser = jars["guesser@victim.example"];
    for (let guess = 0; guess < 5; guess++) {
      const answer = await callAction(server, guesser, "/account", ACCOUNT, "updatePassword", {
        currentPassword: `guess number ${guess}`,
        newPassword: "taken over for good",
      });
      expect(answer.result, `guess ${guess}`).toMatchObject({ ok: false, error: { code: "wrongPassword" } });
    }
    const right = await callAction(server, guesser, "/account", ACCOUNT, "updatePassword", {
      currentPassword: PASSWORD,
      newPassword: "taken over for good",
    });
    expect(right.result).toMatchObject({
      ok: false,
      error: {
        code: "throttled",
        message: expect.stringMatching(
          /^Too many wrong passwords for this account from your address\. Wait \d+ seconds/,
        ),
      },
    });
    const email = await callAction(server, guesser, "/account", ACCOUNT, "updateEmail", {
      email: "thief@evil.example",
      currentPassword: PASSWORD,
    });
    expect(email.result).toMatchObject({ ok: false, error: { code: "throttled" } });
    // The same guesses at the sign-in form are held up too (one counter), and the password never changed.
    expect(
      (
        await signIn(server, newJar(), { email: "guesser@victim.example", password: "taken over for good" })
      ).headers.get("location"),
    ).toMatch(/code=throttledAccount/);
    // A colleague at the same address changes their own password.
    const bystander = await callAction(
      server,
      jars["bystander@victim.example"],
      "/account",
      ACCOUNT,
      "updatePassword",
      { currentPassword: PASSWORD, newPassword: "the bystander's new passphrase" },
    );
    expect(bystander.result).toMatchObject({ ok: true });
  });

  it(
    "answers an e-mail change the same whether the address is taken or " +
      "free, changes nothing when taken, and ends the other sessions",
    async () => {
      const other = newJar();
      await signIn(server, other, { email: "mover@move.example", password: PASSWORD });
      const taken = await callAction(server, jars["mover@move.example"], "/account", ACCOUNT, "updateEmail", {
        email: "kept@keep.example",
        currentPassword: PASSWORD,
      });
      expect(taken.result).toEqual({ ok: true, data: { email: "kept@keep.example", endedSessions: 1 } });
      expect(await signedIn(server, other)).toBe(false);
      expect(await signedIn(server, jars["mover@move.example"])).toBe(true);
      expect(await signedIn(server, await signInJar(server, "kept@keep.example"))).toBe(true);
      expect(await signedIn(server, await signInJar(server, "mover@move.example"))).toBe(true);
      const free = await callAction(server, jars["mover@move.example"], "/account", ACCOUNT, "updateEmail", {
        email: "moved@move.example",
        currentPassword: PASSWORD,
      });
      expect(Object.keys(free.result?.data as object)).toEqual(Object.keys(taken.result?.data as object));
      expect(await signedIn(server, await signInJar(server, "moved@move.example"))).toBe(true);
      expect(await signedIn(server, await signInJar(server, "mover@move.example"))).toBe(false);
    },
  );

  it(
    "refuses a name with a right-to-left override or angle brackets on the " + "account page, changing nothing",
    async () => {
      const jar = jars["kept@keep.example"];
      for (const name of ["Kim \u202Eeteled\u202C", "Kim <owner@keep.example>"]) {
        const refused = await callAction(server, jar, "/account", ACCOUNT, "updateName", { name });
        expect(refused.result).toMatchObject({ ok: false, error: { code: "invalidInput" } });
        expect(refused.result?.error?.message).toMatch(
          /^Check name: (Your name contains an invisible or control character \(U\+202E\)|Leave out < and >)/,
        );
      }
      expect(
        (await callAction(server, jar, "/account", ACCOUNT, "updateName", { name: "Kim Kept" })).result,
      ).toMatchObject({ ok: true });
    },
  );

  it("signs in a password set in full-width letters when it is typed in plain ones (NFKC)", async () => {
    const jar = newJar();
    await signIn(server, jar, { email: "fullwidth@wide.example", password: "coffee cup twice now" });
    expect(await signedIn(server, jar)).toBe(true);
  });

  it(
    "removes only the demo company the seeding made, never another company " + "named demo with its colleagues",
    async () => {
      const owner = jars["named-demo@fake.example"];
      expect(await companiesOf(server, owner)).not.toContain("Remove the demo company");
      const removal = await callAction(server, owner, "/account", SETTINGS, "removeDemo", {});
      expect(removal.result).toMatchObject({ ok: false, error: { code: "notDemo" } });
      expect(await signedIn(server, await signInJar(server, "colleague@fake.example"))).toBe(true);
      expect(await companiesOf(server, owner)).toContain("@demo");
    },
  );

  it("answers a server action with a forged Origin 403 and the studio's error body, not 500", async () => {
    const response = await send(server, jars["kept@keep.example"], "/account", {
      method: "POST",
      body: JSON.stringify([{ name: "Forged" }]),
      headers: {
        "next-action": actionId(ACCOUNT, "updateName"),
        "content-type": "text/plain;charset=UTF-8",
        origin: "http://evil.example",
        accept: "text/x-component",
      },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: "forbiddenOrigin", message: expect.stringContaining("another site") },
    });
    expect(await companiesOf(server, jars["kept@keep.example"])).not.toContain("Forged");
  });

  /** A fresh jar signed in as `email` (the seeded password). */
  async function signInJar(on: TestServer, email: string): Promise<Jar> {
    const jar = newJar();
    await signIn(on, jar, { email, password: PASSWORD });
    return jar;
  }
});

describe.each(["pglite", "postgres"] as const)("the demo data on %s", { timeout: 120_000 }, (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ database });
  }, 300_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  const printed = (name: string) => new RegExp(`${name}: +(\\S+)`).exec(server.logs())![1];

  it("stops offering the demo password once the demo person changed it", async () => {
    expect(await (await send(server, newJar(), "/sign-in")).text()).toContain(printed("password"));
    const jar = newJar();
    await signIn(server, jar, { email: "demo@capture-studio.example", password: printed("password") });
    const changed = await callAction(server, jar, "/account", ACCOUNT, "updatePassword", {
      currentPassword: printed("password"),
      newPassword: "the demo's own passphrase",
    });
    expect(changed.result).toMatchObject({ ok: true });
    const page = await (await send(server, newJar(), "/sign-in")).text();
    expect(page).not.toContain("Use the demo account");
    expect(page).not.toContain(printed("password"));
  });

  it(
    "keeps neither the demo client's secret nor the changed demo password, " + "and knows the demo company by its id",
    async () => {
      await server.stop();
      const env: Record<string, string> =
        database === "pglite" ? { DATA_DIR: server.dataDir!, DATABASE_URL: "" } : { DATABASE_URL: server.databaseUrl! };
      const read = tsx("tests/support/read-settings.ts", [], env);
      expect(read.status, read.stderr).toBe(0);
      const settings = JSON.parse(read.stdout) as Record<string, string | null>;
      expect(JSON.stringify(settings)).not.toContain(printed("client secret"));
      expect(JSON.stringify(settings)).not.toContain(printed("password"));
      expect(settings.demoClient).toBeNull();
      expect(settings.demoPerson).toBeNull();
      expect(settings.demoCompany).toMatch(/^\d+$/);
    },
  );
});

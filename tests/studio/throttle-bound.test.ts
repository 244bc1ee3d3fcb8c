// docs/security.md "The regression proof", row 4, over HTTP: beside the embedded database the sign-in throttle counts
// in memory, and that memory is
// bounded. Before the fix, 50,000 failed sign-ins from random addresses left 100,043 keys, none ever dropped. Here
// the bound is made small (THROTTLE_MEMORY_KEYS=40) so that a flood of fresh keys passes it within a test: the oldest
// counts are forgotten (a locked-out pair can sign in again), the newest still hold. On PostgreSQL the counters are
// rows that expire (tests/studio/processes.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { newJar, signIn } from "../support/studio";

const OWNER = {
  email: "owner@acme.example",
  password: "acme owner long passphrase",
  companies: [["acme", "owner"]] as [string, "owner"][],
};

describe("the sign-in throttle's memory on the embedded database", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({
      database: "pglite",
      people: [OWNER],
      env: { TRUST_PROXY: "true", THROTTLE_MEMORY_KEYS: "40" },
    });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  /** Where a sign-in from `address` with `password` lands: "signedIn" or the refusal's code. */
  const attempt = async (address: string, password: string, email = OWNER.email): Promise<string> => {
    const answer = await signIn(server, newJar(), { email, password }, { "x-forwarded-for": address });
    const location = new URL(answer.headers.get("location") ?? "", server.baseUrl);
    return location.pathname === "/events" ? "signedIn" : (location.searchParams.get("code") ?? location.href);
  };

  const lockOut = async (address: string) => {
    for (let i = 0; i < 5; i += 1) expect(await attempt(address, "not the password")).toBe("wrongPassword");
    expect(await attempt(address, OWNER.password)).toBe("throttledAccount");
  };

  it(
    "forgets the oldest counts once a flood of fresh keys passes the bound, and keeps counting the newest",
    { timeout: 120_000 },
    async () => {
      await lockOut("198.51.100.7");
      // 30 addresses, one unknown e-mail each: 60 fresh keys (the address and the pair), past the bound of 40.
      for (let i = 0; i < 30; i += 1)
        expect(await attempt(`203.0.113.${i + 1}`, "not the password", `flood${i}@elsewhere.example`)).toBe(
          "wrongPassword",
        );
      // The first lock-out was the least recently used: forgotten, so memory stays within the bound...
      expect(await attempt("198.51.100.7", OWNER.password)).toBe("signedIn");
      // ...and the throttle still holds for what happens now.
      await lockOut("198.51.100.8");
    },
  );
});

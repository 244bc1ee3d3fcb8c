// /setup's code is throttled like a password (docs/security.md "Sign-in throttle"): after five wrong codes from one
// address, even the right one waits, with a sentence saying so; another address is not held back.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer, type TestServer } from "../support/server";
import { actionId, newJar, send } from "../support/studio";

/** Sends the setup form as the browser does (a form action of useActionState: the previous state, then the form). */
async function submitSetup(server: TestServer, code: string, address: string): Promise<string> {
  const body = new FormData();
  const fields = {
    code,
    name: "Olive Owner",
    email: "olive@first.example",
    password: "olive sets up the studio",
    companyName: "First Ltd",
    companyUsername: "first",
  };
  // The form's fields first, then the arguments that refer to them ($K1), as React sends them.
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value);
  body.append("0", JSON.stringify([{ message: null, field: null, values: {} }, "$K1"]));
  const response = await send(server, newJar(), "/setup", {
    method: "POST",
    body,
    headers: {
      "next-action": actionId("app/(auth)/setup/actions.ts", "createOwnerAccount"),
      origin: server.baseUrl,
      accept: "text/x-component",
      "x-forwarded-for": address,
    },
  });
  return response.text();
}

describe("the setup code", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ database: "pglite", env: { DEMO_DATA: "false", TRUST_PROXY: "true" } });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
    await server.destroy();
  });

  it("is throttled per address after five wrong tries, like a password", { timeout: 60_000 }, async () => {
    const code = /\/setup\?code=([A-Za-z0-9_-]+)/.exec(server.logs())![1];
    for (let i = 0; i < 5; i++)
      expect(await submitSetup(server, `wrong-${i}-${code.slice(8)}`, "203.0.113.7")).toContain(
        "The setup code is wrong",
      );
    const held = await submitSetup(server, code, "203.0.113.7");
    const throttled = new RegExp(
      [
        String.raw`Too many wrong setup codes from your address\. Wait \d+ seconds, `,
        String.raw`then copy the code from the line the server printed at start`,
      ].join(""),
    );
    expect(held).toMatch(throttled);
    // Another address is not held back: the right code creates the owner there.
    const other = await submitSetup(server, code, "198.51.100.4");
    expect(other).not.toContain("setup code");
    expect(other).not.toContain("Too many");
  });
});

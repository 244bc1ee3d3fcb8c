// Password-reset links on both databases: the e-mail queued with the link or neither, one use only, no use after
// expiry, and using one sets the password, spends the person's other links and ends every session of theirs.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { outbox } from "../schema";
import { claimDueMail } from "./outbox";
import { createPasswordReset, findPasswordReset, spendPasswordReset } from "./password-resets";
import { createPerson, getPerson } from "./people";
import { countStudioSessionsOf, createStudioSession } from "./studio-sessions";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(["pglite", "postgres"] as const)("password resets on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let personId: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-resets-");
    const created = await createPerson({ email: "ada@example.com", name: "Ada", passwordHash: "old" });
    if (created === "emailTaken") throw new Error("taken");
    personId = created.id;
  }, 180_000);
  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  it("queues the link's e-mail with the link, and a link whose e-mail failed to queue does not exist", async () => {
    const token = await createPasswordReset(personId, 3600, (link) => ({
      companyId: null,
      kind: "passwordReset",
      cause: "test",
      recipient: "ada@example.com",
      subject: "Reset",
      text: `/reset-password/${link}`,
    }));
    const [mail] = await claimDueMail(10, 60_000);
    expect(mail.text).toBe(`/reset-password/${token}`);
    const failing = createPasswordReset(personId, 3600, () => {
      throw new Error("no mail");
    });
    await expect(failing).rejects.toThrow("no mail");
    await (await getDb()).delete(outbox);
  });

  it("sets the password once, spends the person's other links and ends all their sessions", async () => {
    const first = await createPasswordReset(personId, 3600);
    const second = await createPasswordReset(personId, 3600);
    await createStudioSession(personId, null, 3600);
    await createStudioSession(personId, null, 3600);
    expect(await findPasswordReset(first)).toEqual({ personId, email: "ada@example.com" });
    expect(await spendPasswordReset(first, "new-hash")).toEqual({ personId });
    expect((await getPerson(personId))?.passwordHash).toBe("new-hash");
    expect(await countStudioSessionsOf(personId)).toBe(0);
    expect(await spendPasswordReset(first, "again")).toBeNull();
    expect(await findPasswordReset(second)).toBeNull();
    expect(await spendPasswordReset(second, "again")).toBeNull();
    expect((await getPerson(personId))?.passwordHash).toBe("new-hash");
  });

  it("refuses an expired link and an unknown one", async () => {
    const token = await createPasswordReset(personId, 1);
    await sleep(2100);
    expect(await findPasswordReset(token)).toBeNull();
    expect(await spendPasswordReset(token, "late")).toBeNull();
    expect(await spendPasswordReset("not-a-token", "late")).toBeNull();
    expect((await getPerson(personId))?.passwordHash).toBe("new-hash");
  });
});

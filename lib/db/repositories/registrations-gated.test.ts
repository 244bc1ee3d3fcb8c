// createGated: a registration's create that checks its caller's token and its event's version in its own statement
// (the one-statement POST of lib/api/handlers/registrations.ts), on both databases. Each refusal writes nothing.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { createApiClient } from "./api-clients";
import { ensureCompany } from "./companies";
import { signInDevice } from "./device-sign-in";
import { createEvent, deleteEvent, getEventToRegisterForToken, updateEvent } from "./events";
import { writeFollowUpSettings } from "./follow-ups";
import { createGated, getRegistration, registrationsSummary, type CreateGate } from "./registrations";
import { hashToken, issueToken } from "./tokens";

const answer = (id: string) => ({ status: 201, body: { id }, headers: { Location: `/x/${id}` } });
const lead = (email: string) => ({ email: { value: email } });
const dueTo = (companyId: number, recipient: string) => ({
  companyId,
  message: { recipient, subject: "Thanks", text: "Thanks", html: "<p>Thanks</p>" },
});

describe.each(["pglite", "postgres"] as const)(
  "a create that checks its caller in its statement, on %s",
  (database) => {
    let cleanup: () => Promise<void> = async () => undefined;
    let companyId: number;
    let otherCompanyId: number;
    let hash: string;
    let otherHash: string;

    /** A new event of the company with the version a create's token statement reads it at. */
    async function heldEvent(owner = companyId, tokenHash = hash) {
      const event = await createEvent(owner, { name: "Expo", type: "standard", questions: [] });
      const found = await getEventToRegisterForToken(tokenHash, event.id);
      if (!found?.version) throw new Error("no version");
      return { event, version: found.version };
    }
    const count = async (table: string, where: string) =>
      Number(
        (await (await getDb()).execute<{ n: string }>(sql.raw(`select count(*) as n from ${table} where ${where}`)))
          .rows[0].n,
      );

    beforeAll(async () => {
      cleanup = await useFreshDatabase(database, "capture-gated-");
      companyId = (await ensureCompany("acme", "Acme Ltd")).company.id;
      otherCompanyId = (await ensureCompany("globex", "Globex")).company.id;
      const { clientId } = await createApiClient([companyId, otherCompanyId]);
      hash = hashToken((await issueToken({ clientId, companyId, ttlSeconds: 3600 })).accessToken);
      otherHash = hashToken((await issueToken({ clientId, companyId: otherCompanyId, ttlSeconds: 3600 })).accessToken);
    }, 180_000);
    afterAll(async () => {
      await closeDb();
      await cleanup();
    }, 60_000);

    it("inserts and counts the registration when the token, company and version hold", async () => {
      const { event, version } = await heldEvent();
      const gate: CreateGate = { tokenHash: hash, companyId, version };
      const created = await createGated(event.id, lead("a@example.com"), gate, undefined, null);
      if (created.status !== "ok") throw new Error(created.status);
      expect(created.value).toMatchObject({ eventId: event.id, values: lead("a@example.com") });
      expect((await getRegistration(event.id, created.value.id)).status).toBe("found");
      expect((await registrationsSummary(event.id)).total).toBe(1);
      // A duplicate e-mail is a conflict naming the holder, as without the gate.
      expect(await createGated(event.id, lead(" A@example.com"), gate, undefined, null)).toEqual({
        status: "conflict",
        existingId: created.value.id,
      });
      expect((await registrationsSummary(event.id)).total).toBe(1);
    });

    it("refuses, writing nothing, an unknown token, another company, a stale version, a deleted event", async () => {
      const { event, version } = await heldEvent();
      const refusals: [string, CreateGate, number][] = [
        ["unknown token", { tokenHash: hashToken("no such token"), companyId, version }, event.id],
        ["token of another company", { tokenHash: otherHash, companyId: otherCompanyId, version }, event.id],
        ["company not the token's", { tokenHash: hash, companyId: otherCompanyId, version }, event.id],
        ["another version", { tokenHash: hash, companyId, version: `${version}x` }, event.id],
      ];
      for (const [why, gate, id] of refusals) {
        expect(
          await createGated(id, lead(`${why.replace(/ /g, ".")}@example.com`), gate, undefined, null),
          why,
        ).toEqual({
          status: "refused",
        });
      }
      // The event changed since the version was read: refused; at its new version, accepted.
      const written = await updateEvent(
        companyId,
        event.id,
        { name: "Expo 2", type: "standard", questions: [] },
        new Date(Date.now() + 5000),
      );
      expect(written.status).toBe("ok");
      const gate = { tokenHash: hash, companyId, version };
      expect(await createGated(event.id, lead("late@example.com"), gate, undefined, null)).toEqual({
        status: "refused",
      });
      const now = (await getEventToRegisterForToken(hash, event.id))!.version!;
      expect(now).not.toBe(version);
      const fresh = { ...gate, version: now };
      expect((await createGated(event.id, lead("late@example.com"), fresh, undefined, null)).status).toBe("ok");
      // Deleted: refused at any version.
      await deleteEvent(companyId, event.id);
      const after = (await getEventToRegisterForToken(hash, event.id))!.version!;
      expect(
        await createGated(event.id, lead("gone@example.com"), { ...gate, version: after }, undefined, null),
      ).toEqual({ status: "refused" });
      expect(await count("registrations", `event_id = ${event.id}`)).toBe(1);
      expect((await registrationsSummary(event.id)).total).toBe(1);
    });

    it("refuses an expired token and a capture device's token", async () => {
      const { event, version } = await heldEvent();
      const { clientId } = await createApiClient([companyId]);
      const soon = hashToken((await issueToken({ clientId, companyId, ttlSeconds: 3600 })).accessToken);
      await (
        await getDb()
      ).execute(sql`update access_tokens set expires_at = now() - interval '1 second'
      where token_hash = ${soon}`);
      expect(
        await createGated(event.id, lead("x@example.com"), { tokenHash: soon, companyId, version }, undefined, null),
      ).toEqual({ status: "refused" });
      const { company } = await ensureCompany("acme");
      const device = await signInDevice({ username: "acme", appPasscode: company.appPasscode, staff: "Sam" });
      const deviceHash = hashToken(device!.accessToken);
      const deviceVersion = (await getEventToRegisterForToken(deviceHash, event.id))!.version!;
      expect(deviceVersion).toBe(version);
      expect(
        await createGated(
          event.id,
          lead("y@example.com"),
          { tokenHash: deviceHash, companyId, version },
          undefined,
          null,
        ),
      ).toEqual({ status: "refused" });
      expect(await count("registrations", `event_id = ${event.id}`)).toBe(0);
    });

    it("a follow-up template's change changes the version; a due follow-up is queued by the insert", async () => {
      const { event, version } = await heldEvent();
      expect(await writeFollowUpSettings(companyId, event.id, { enabled: true, subject: "Hi", body: "Thanks" })).toBe(
        true,
      );
      const found = await getEventToRegisterForToken(hash, event.id);
      expect(found?.version).not.toBe(version);
      expect(found?.event).toMatchObject({
        status: "found",
        value: { followUp: { enabled: true, subject: "Hi", body: "Thanks" } },
      });
      // Still at that version: "unchanged", nothing read again.
      expect((await getEventToRegisterForToken(hash, event.id, found!.version))?.event).toBe("unchanged");
      const stale = { tokenHash: hash, companyId, version };
      expect(
        await createGated(event.id, lead("f@example.com"), stale, undefined, dueTo(companyId, "f@example.com")),
      ).toEqual({ status: "refused" });
      const gate = { ...stale, version: found!.version! };
      const created = await createGated(
        event.id,
        lead("f@example.com"),
        gate,
        undefined,
        dueTo(companyId, "f@example.com"),
      );
      if (created.status !== "ok") throw new Error(created.status);
      expect(await count("outbox", `registration_id = '${created.value.id}' and kind = 'followUp'`)).toBe(1);
    });

    it("with a key: one registration; the key already used is refused, writing nothing more", async () => {
      const { event, version } = await heldEvent();
      const gate = { tokenHash: hash, companyId, version };
      const keyed = { companyId, key: "gated-1", fingerprint: "f1", answer };
      const first = await createGated(event.id, lead("k@example.com"), gate, keyed, null);
      if (first.status !== "ok") throw new Error(first.status);
      expect(await createGated(event.id, lead("k2@example.com"), gate, keyed, null)).toEqual({ status: "refused" });
      expect(await createGated(event.id, lead("k3@example.com"), gate, { ...keyed, fingerprint: "f2" }, null)).toEqual({
        status: "refused",
      });
      expect(await count("registrations", `event_id = ${event.id}`)).toBe(1);
      const stored = await (
        await getDb()
      ).execute<{ state: string; status: number; body: unknown }>(
        sql`select state, status, body from idempotency_keys where company_id = ${companyId} and key = 'gated-1'`,
      );
      expect(stored.rows).toEqual([{ state: "done", status: 201, body: { id: first.value.id } }]);
      // A refused gate claims no key: the key is still free for the caller's next try.
      const refused = await createGated(
        event.id,
        lead("k4@example.com"),
        { ...gate, version: "stale" },
        { ...keyed, key: "gated-2" },
        null,
      );
      expect(refused).toEqual({ status: "refused" });
      expect(await count("idempotency_keys", `key = 'gated-2'`)).toBe(0);
      // A duplicate e-mail with a key: the conflict, and the key left free.
      expect(await createGated(event.id, lead("K@example.com"), gate, { ...keyed, key: "gated-3" }, null)).toEqual({
        status: "conflict",
        existingId: first.value.id,
      });
      expect(await count("idempotency_keys", `key = 'gated-3'`)).toBe(0);
    });
  },
);

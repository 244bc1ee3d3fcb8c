// The studio's own data on both databases: people and memberships (the last owner stays), session records
// (absolute expiry, ending one, all, or those on a company), invitations (single use, expiry, revocation),
// activity paging, API clients listed and revoked, and the throttles' shared counters.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useFreshDatabase } from "../../../tests/support/postgres";
import { closeDb, getDb } from "../client";
import { studioSessions } from "../schema";
import { pageActivity, recordActivity } from "./activity";
import { allowApiClient, createApiClient, listApiClientsOf, revokeApiClient, verifyApiClient } from "./api-clients";
import { deleteCompany, ensureCompany } from "./companies";
import { acceptInvitation, createInvitation, findInvitation, invitationState, listInvitations, revokeInvitation } from "./invitations";
import { addMembership, changeMembership, countPeople, createPerson, findPersonByEmail, listMembers, listMemberships, updatePerson } from "./people";
import { createStudioSession, deleteStudioSession, deleteStudioSessionsOf, findStudioSession } from "./studio-sessions";
import { clearHits, hitsSince, recordHits } from "./throttle-hits";
import { findToken, issueToken } from "./tokens";

describe.each(["pglite", "postgres"] as const)("the studio's data on %s", (database) => {
  let cleanup: () => Promise<void> = async () => undefined;
  let company: number;
  let other: number;

  beforeAll(async () => {
    cleanup = await useFreshDatabase(database, "capture-studio-data-");
    company = (await ensureCompany("studio", "Studio Ltd")).company.id;
    other = (await ensureCompany("other", "Other Ltd")).company.id;
  }, 60_000);

  afterAll(async () => {
    await closeDb();
    await cleanup();
  });

  const person = async (email: string) => {
    const created = await createPerson({ email, name: email.split("@")[0], passwordHash: "x" });
    if (created === "emailTaken") throw new Error("taken");
    return created;
  };

  it("keeps e-mails unique whatever their case, and finds people by them", async () => {
    const ada = await person(" Ada@Studio.example ");
    expect(ada.email).toBe("ada@studio.example");
    expect(await createPerson({ email: "ADA@studio.example", name: "Other Ada", passwordHash: "y" })).toBe("emailTaken");
    expect((await findPersonByEmail("ada@STUDIO.example"))?.id).toBe(ada.id);
    const bob = await person("bob@studio.example");
    expect(await updatePerson(bob.id, { email: "Ada@studio.example" })).toBe("emailTaken");
    expect(await countPeople()).toBeGreaterThanOrEqual(2);
  });

  it("never leaves a company without an owner, and lists memberships and members", async () => {
    const owner = await person("owner@studio.example");
    const editor = await person("editor@studio.example");
    await addMembership(owner.id, company, "owner");
    expect(await addMembership(editor.id, company, "editor")).toBe("added");
    expect(await addMembership(editor.id, company, "owner")).toBe("exists");
    expect(await changeMembership(company, owner.id, "viewer")).toBe("lastOwner");
    expect(await changeMembership(company, owner.id, null)).toBe("lastOwner");
    expect(await changeMembership(company, editor.id, "owner")).toBe("ok");
    expect(await changeMembership(company, owner.id, "viewer")).toBe("ok");
    expect(await changeMembership(company, 999_999, null)).toBe("notFound");
    expect((await listMemberships(editor.id)).map((membership) => [membership.company.username, membership.role])).toEqual([["studio", "owner"]]);
    expect((await listMembers(company)).map((member) => [member.person.email, member.role])).toEqual([
      ["editor@studio.example", "owner"],
      ["owner@studio.example", "viewer"],
    ]);
  });

  it("finds a session until it is ended or its absolute expiry passes", async () => {
    const someone = await person("sessions@studio.example");
    const first = await createStudioSession(someone.id, company, 3600);
    const second = await createStudioSession(someone.id, other, 3600);
    const third = await createStudioSession(someone.id, company, 3600);
    expect(await findStudioSession(first)).toMatchObject({ personId: someone.id, companyId: company, person: { email: "sessions@studio.example", staff: false } });
    expect(await findStudioSession("not-a-session")).toBeNull();
    await deleteStudioSession(first);
    expect(await findStudioSession(first)).toBeNull();
    expect(await deleteStudioSessionsOf(someone.id, undefined, company)).toBe(1);
    expect(await findStudioSession(third)).toBeNull();
    expect(await findStudioSession(second)).not.toBeNull();
    const kept = await createStudioSession(someone.id, null, 3600);
    expect(await deleteStudioSessionsOf(someone.id, kept)).toBe(1);
    expect(await findStudioSession(kept)).not.toBeNull();
    const expiring = await createStudioSession(someone.id, null, 3600);
    const db = await getDb();
    await db.update(studioSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    expect(await findStudioSession(expiring)).toBeNull();
  });

  it("uses an invitation once, for its company and role; a revoked or expired one says so", async () => {
    const owner = await person("inviter@studio.example");
    const joiner = await person("joiner@studio.example");
    const late = await person("late@studio.example");
    const { token, invitation } = await createInvitation({ companyId: other, role: "editor", createdBy: owner.id, note: "Joiner", ttlSeconds: 7 * 86_400 });
    expect(invitation.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await findInvitation(token))?.company.username).toBe("other");
    expect(await acceptInvitation(token, joiner.id)).toEqual({ status: "joined", companyId: other, role: "editor" });
    expect(await acceptInvitation(token, late.id)).toEqual({ status: "used" });
    expect(await acceptInvitation("no-such-token-at-all", late.id)).toEqual({ status: "notFound" });
    const revoked = await createInvitation({ companyId: other, role: "viewer", createdBy: owner.id, note: null, ttlSeconds: 3600 });
    expect(await revokeInvitation(company, revoked.invitation.id)).toBe(false);
    expect(await revokeInvitation(other, revoked.invitation.id)).toBe(true);
    expect(await revokeInvitation(other, revoked.invitation.id)).toBe(false);
    expect(await acceptInvitation(revoked.token, late.id)).toEqual({ status: "revoked" });
    expect(invitationState({ usedAt: null, revokedAt: null, expiresAt: new Date(Date.now() - 1) })).toBe("expired");
    expect(invitationState({ usedAt: null, revokedAt: null, expiresAt: new Date(Date.now() + 60_000) })).toBe("pending");
    expect((await listInvitations(other)).map((row) => [row.note, row.state, row.createdByName])).toEqual([
      [null, "revoked", "inviter"],
      ["Joiner", "used", "inviter"],
    ]);
    const memberAlready = await createInvitation({ companyId: other, role: "owner", createdBy: null, note: null, ttlSeconds: 3600 });
    expect(await acceptInvitation(memberAlready.token, joiner.id)).toEqual({ status: "alreadyMember", companyId: other, role: "owner" });
    expect((await listMemberships(joiner.id))[0].role).toBe("editor");
  });

  it("pages a company's activity newest first", async () => {
    for (let i = 1; i <= 5; i++) await recordActivity({ companyId: other, personId: null, actor: "Somebody", action: "eventSaved", subject: `E${i}` });
    const first = await pageActivity(other, { limit: 2 });
    expect(first.items.map((item) => item.subject)).toEqual(["E5", "E4"]);
    expect(first.more).toBe(true);
    const last = await pageActivity(other, { limit: 10, before: first.items[1].id });
    expect(last.items.map((item) => item.subject)).toEqual(["E3", "E2", "E1"]);
    expect(last.more).toBe(false);
  });

  it("revokes a company's API client with its tokens; a client of several companies only loses that one", async () => {
    const only = await createApiClient([company], { name: "Scanner" });
    const shared = await createApiClient([company, other], { name: "Shared" });
    expect((await listApiClientsOf(company, shared.clientId)).map((client) => [client.name, client.companyCount])).toEqual([["Scanner", 1]]);
    const { accessToken } = await issueToken({ clientId: only.clientId, companyId: company, ttlSeconds: 3600 });
    const sharedToken = (await issueToken({ clientId: shared.clientId, companyId: company, ttlSeconds: 3600 })).accessToken;
    const sharedOther = (await issueToken({ clientId: shared.clientId, companyId: other, ttlSeconds: 3600 })).accessToken;
    expect(await findToken(accessToken)).not.toBeNull();
    expect(await revokeApiClient(other, only.clientId)).toBe(false);
    expect(await revokeApiClient(company, only.clientId)).toBe(true);
    expect(await findToken(accessToken)).toBeNull();
    expect(await verifyApiClient(only.clientId, only.clientSecret)).toBeNull();
    expect(await revokeApiClient(company, shared.clientId)).toBe(true);
    expect(await findToken(sharedToken)).toBeNull();
    expect(await findToken(sharedOther)).not.toBeNull();
    expect((await verifyApiClient(shared.clientId, shared.clientSecret))?.companies.map((c) => c.username)).toEqual(["other"]);
    await allowApiClient(shared.clientId, company);
    await allowApiClient(shared.clientId, company);
    expect((await verifyApiClient(shared.clientId, shared.clientSecret))?.companies.length).toBe(2);
  });

  it("deletes a company with its own clients and tokens, keeping clients that act for others", async () => {
    const doomed = (await ensureCompany("doomed")).company.id;
    const own = await createApiClient([doomed]);
    const shared = await createApiClient([doomed, other]);
    const token = (await issueToken({ clientId: shared.clientId, companyId: doomed, ttlSeconds: 3600 })).accessToken;
    await deleteCompany(doomed);
    expect(await verifyApiClient(own.clientId, own.clientSecret)).toBeNull();
    expect((await verifyApiClient(shared.clientId, shared.clientSecret))?.companies.map((c) => c.username)).toEqual(["other"]);
    expect(await findToken(token)).toBeNull();
  });

  it("counts throttle hits per key within a window, expiring old ones", async () => {
    const now = Date.now();
    await recordHits(["k1", "k2"], now - 5000, now - 60_000);
    await recordHits(["k1"], now - 1000, now - 60_000);
    const hits = await hitsSince(["k1", "k2", "k3"], now - 3000);
    expect(hits.get("k1")).toEqual([now - 1000]);
    expect(hits.get("k2")).toEqual([]);
    expect((await hitsSince(["k1"], now - 10_000)).get("k1")).toEqual([now - 5000, now - 1000]);
    await recordHits(["k3"], now, now - 2000);
    expect((await hitsSince(["k1", "k2"], 0)).get("k1")).toEqual([now - 1000]);
    await clearHits("k1");
    expect((await hitsSince(["k1"], 0)).get("k1")).toEqual([]);
  });
});

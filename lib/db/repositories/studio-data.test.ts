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
import {
  acceptInvitation,
  createInvitation,
  endInvitationsOf,
  findInvitation,
  invitationState,
  listInvitations,
  revokeInvitation,
} from "./invitations";
import {
  addMembership,
  changeMembership,
  countPeople,
  createPerson,
  findPersonByEmail,
  listMembers,
  listMemberships,
  updatePerson,
} from "./people";
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
    expect(await createPerson({ email: "ADA@studio.example", name: "Other Ada", passwordHash: "y" })).toBe(
      "emailTaken",
    );
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
    expect(
      (await listMemberships(editor.id)).map((membership) => [membership.company.username, membership.role]),
    ).toEqual([["studio", "owner"]]);
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
    expect(await findStudioSession(first)).toMatchObject({
      personId: someone.id,
      companyId: company,
      person: { email: "sessions@studio.example", staff: false },
    });
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
    await addMembership(owner.id, other, "owner");
    const { token, invitation } = await createInvitation({
      companyId: other,
      role: "editor",
      createdBy: owner.id,
      note: "Joiner",
      ttlSeconds: 7 * 86_400,
    });
    expect(invitation.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6.9 * 86_400_000);
    expect((await findInvitation(token))?.company.username).toBe("other");
    expect(await acceptInvitation(token, { personId: joiner.id, email: joiner.email })).toEqual({
      status: "joined",
      companyId: other,
      role: "editor",
      personId: joiner.id,
    });
    expect(await acceptInvitation(token, { personId: late.id, email: late.email })).toEqual({ status: "used" });
    expect(await acceptInvitation("no-such-token-at-all", { personId: late.id, email: late.email })).toEqual({
      status: "notFound",
    });
    const revoked = await createInvitation({
      companyId: other,
      role: "viewer",
      createdBy: owner.id,
      note: null,
      ttlSeconds: 3600,
    });
    expect(await revokeInvitation(company, revoked.invitation.id)).toBe(false);
    expect(await revokeInvitation(other, revoked.invitation.id)).toBe(true);
    expect(await revokeInvitation(other, revoked.invitation.id)).toBe(false);
    expect(await acceptInvitation(revoked.token, { personId: late.id, email: late.email })).toEqual({
      status: "revoked",
    });
    expect(invitationState({ usedAt: null, revokedAt: null, expiresAt: new Date(Date.now() - 1) })).toBe("expired");
    expect(invitationState({ usedAt: null, revokedAt: null, expiresAt: new Date(Date.now() + 60_000) })).toBe(
      "pending",
    );
    expect((await listInvitations(other)).map((row) => [row.note, row.state, row.createdByName])).toEqual([
      [null, "revoked", "inviter"],
      ["Joiner", "used", "inviter"],
    ]);
    const memberAlready = await createInvitation({
      companyId: other,
      role: "owner",
      createdBy: owner.id,
      note: null,
      ttlSeconds: 3600,
    });
    expect(await acceptInvitation(memberAlready.token, { personId: joiner.id, email: joiner.email })).toEqual({
      status: "alreadyMember",
      companyId: other,
      role: "editor",
    });
    expect((await listMemberships(joiner.id))[0].role).toBe("editor");
    // A member pressing Join does not spend the link: it still works for the person it was meant for.
    expect((await findInvitation(memberAlready.token))?.invitation.usedAt).toBeNull();
  });

  it(
    "ends an invitation whose creator was removed, demoted below its role " + "or deleted, at acceptance and eagerly",
    async () => {
      const boss = await person("boss@authority.example");
      const joiner = await person("joiner@authority.example");
      const invitedCompany = (await ensureCompany("authority", "Authority Ltd")).company.id;
      await addMembership(boss.id, invitedCompany, "owner");
      const keeper = await person("keeper@authority.example");
      await addMembership(keeper.id, invitedCompany, "owner");
      const link = (role: "owner" | "editor" | "viewer") =>
        createInvitation({ companyId: invitedCompany, role, createdBy: boss.id, note: null, ttlSeconds: 3600 });
      const asJoiner = { personId: joiner.id, email: joiner.email };

      // Demoted to editor: owner links end at acceptance; editor and viewer links keep working.
      const ownerLink = await link("owner");
      const editorLink = await link("editor");
      expect(await changeMembership(invitedCompany, boss.id, "editor")).toBe("ok");
      expect(await acceptInvitation(ownerLink.token, asJoiner)).toEqual({ status: "ended" });
      expect((await findInvitation(ownerLink.token))?.invitation.endedAt).not.toBeNull();
      expect(await listMemberships(joiner.id)).toEqual([]);
      expect(await acceptInvitation(editorLink.token, asJoiner)).toMatchObject({ status: "joined", role: "editor" });

      // Eagerly: a demotion to viewer ends their pending editor links and keeps viewer ones; removal ends the rest.
      const [second, viewerLink] = [await link("editor"), await link("viewer")];
      expect(await endInvitationsOf(invitedCompany, boss.id, "viewer")).toBe(1);
      expect(invitationState((await findInvitation(second.token))!.invitation)).toBe("ended");
      expect(invitationState((await findInvitation(viewerLink.token))!.invitation)).toBe("pending");
      expect(await endInvitationsOf(invitedCompany, boss.id, null)).toBe(1);
      expect(invitationState((await findInvitation(viewerLink.token))!.invitation)).toBe("ended");
      expect((await listInvitations(invitedCompany)).filter((row) => row.state === "ended")).toHaveLength(3);

      // Removed (no membership) or deleted (createdBy set null): ended at acceptance even without the eager step.
      await changeMembership(invitedCompany, boss.id, "owner");
      const beforeRemoval = await link("viewer");
      await changeMembership(invitedCompany, boss.id, null);
      const late = await person("late@authority.example");
      expect(await acceptInvitation(beforeRemoval.token, { personId: late.id, email: late.email })).toEqual({
        status: "ended",
      });
      const orphan = await createInvitation({
        companyId: invitedCompany,
        role: "viewer",
        createdBy: null,
        note: null,
        ttlSeconds: 3600,
      });
      expect(await acceptInvitation(orphan.token, { personId: late.id, email: late.email })).toEqual({
        status: "ended",
      });
      expect(await listMemberships(late.id)).toEqual([]);
    },
  );

  it("joins a new person in one transaction: person, membership and the link's use, or nothing", async () => {
    const owner = await person("owner@atomic.example");
    const atomic = (await ensureCompany("atomic", "Atomic Ltd")).company.id;
    await addMembership(owner.id, atomic, "owner");
    const { token } = await createInvitation({
      companyId: atomic,
      role: "editor",
      createdBy: owner.id,
      note: null,
      ttlSeconds: 3600,
    });
    const newPerson = (email: string) => ({ newPerson: { email, name: "New", passwordHash: "x" } });
    // Two new people racing for one link: one joins, the other gets no account at all.
    const outcomes = await Promise.all([
      acceptInvitation(token, newPerson("first@atomic.example")),
      acceptInvitation(token, newPerson("second@atomic.example")),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["joined", "used"]);
    const [winner, loser] = outcomes[0].status === "joined" ? ["first", "second"] : ["second", "first"];
    expect((await listMemberships((await findPersonByEmail(`${winner}@atomic.example`))!.id))[0].role).toBe("editor");
    expect(await findPersonByEmail(`${loser}@atomic.example`)).toBeNull();
    // An address that has an account makes no person, and the link stays pending.
    const second = await createInvitation({
      companyId: atomic,
      role: "viewer",
      createdBy: owner.id,
      note: null,
      ttlSeconds: 3600,
    });
    expect(await acceptInvitation(second.token, newPerson("OWNER@atomic.example"))).toEqual({ status: "emailTaken" });
    expect(invitationState((await findInvitation(second.token))!.invitation)).toBe("pending");
  });

  it("binds a link to one e-mail address when asked: anyone else is refused and the link stays usable", async () => {
    const owner = await person("owner@bound.example");
    const bound = (await ensureCompany("bound", "Bound Ltd")).company.id;
    await addMembership(owner.id, bound, "owner");
    const { token, invitation } = await createInvitation({
      companyId: bound,
      role: "editor",
      createdBy: owner.id,
      note: null,
      ttlSeconds: 3600,
      email: " Ada@Bound.example ",
    });
    expect(invitation.email).toBe("ada@bound.example");
    const stranger = await person("stranger@bound.example");
    expect(await acceptInvitation(token, { personId: stranger.id, email: stranger.email })).toEqual({
      status: "wrongEmail",
    });
    expect(
      await acceptInvitation(token, { newPerson: { email: "eve@bound.example", name: "Eve", passwordHash: "x" } }),
    ).toEqual({ status: "wrongEmail" });
    expect(await findPersonByEmail("eve@bound.example")).toBeNull();
    expect(
      await acceptInvitation(token, { newPerson: { email: "ADA@bound.example", name: "Ada", passwordHash: "x" } }),
    ).toMatchObject({ status: "joined", role: "editor" });
  });

  it("pages a company's activity newest first", async () => {
    for (let i = 1; i <= 5; i++)
      await recordActivity({
        companyId: other,
        personId: null,
        actor: "Somebody",
        action: "eventSaved",
        subject: `E${i}`,
      });
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
    expect(
      (await listApiClientsOf(company, shared.clientId)).map((client) => [client.name, client.companyCount]),
    ).toEqual([["Scanner", 1]]);
    const { accessToken } = await issueToken({ clientId: only.clientId, companyId: company, ttlSeconds: 3600 });
    const sharedToken = (await issueToken({ clientId: shared.clientId, companyId: company, ttlSeconds: 3600 }))
      .accessToken;
    const sharedOther = (await issueToken({ clientId: shared.clientId, companyId: other, ttlSeconds: 3600 }))
      .accessToken;
    expect(await findToken(accessToken)).not.toBeNull();
    expect(await revokeApiClient(other, only.clientId)).toBe(false);
    expect(await revokeApiClient(company, only.clientId)).toBe(true);
    expect(await findToken(accessToken)).toBeNull();
    expect(await verifyApiClient(only.clientId, only.clientSecret)).toBeNull();
    expect(await revokeApiClient(company, shared.clientId)).toBe(true);
    expect(await findToken(sharedToken)).toBeNull();
    expect(await findToken(sharedOther)).not.toBeNull();
    expect((await verifyApiClient(shared.clientId, shared.clientSecret))?.companies.map((c) => c.username)).toEqual([
      "other",
    ]);
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
    expect((await verifyApiClient(shared.clientId, shared.clientSecret))?.companies.map((c) => c.username)).toEqual([
      "other",
    ]);
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

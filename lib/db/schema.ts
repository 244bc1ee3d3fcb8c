// The one schema, for embedded PGlite and for PostgreSQL alike. Times are stored in whole seconds.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";

const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
const time = (name: string) => timestamp(name, { withTimezone: true, precision: 0 });

// The owner columns most tables share: a row goes with its company, person or API client. Each call makes a new
// column, as every table needs its own.
const companyRef = () =>
  integer("company_id")
    .notNull()
    .references(() => companies.id, { onDelete: "cascade" });
const personRef = () =>
  integer("person_id")
    .notNull()
    .references(() => people.id, { onDelete: "cascade" });
const clientRef = () =>
  text("client_id")
    .notNull()
    .references(() => apiClients.id, { onDelete: "cascade" });

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  username: text("username").notNull().unique(),
  urlHash: text("url_hash").notNull(),
  appPasscode: text("app_passcode").notNull(),
  lastModified: time("last_modified").notNull(),
});

/**
 * The one-time code that gives a company made by `npm run credentials` its first owner (docs/security.md
 * "Companies"): stored as a SHA-256, one per company (a new run of the command replaces it), deleted when used.
 */
export const companyClaims = pgTable("company_claims", {
  companyId: integer("company_id")
    .primaryKey()
    .references(() => companies.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull().unique(),
  expiresAt: time("expires_at").notNull(),
});

export const apiClients = pgTable("api_clients", {
  id: text("id").primaryKey(),
  secretHash: text("secret_hash").notNull(),
  created: time("created").notNull(),
  /** What the owner called it in the studio ("Badge scanner"); null for clients made by `npm run credentials`. */
  name: text("name"),
  /** The last successful token request, to the minute (the API-clients page shows it). */
  lastUsed: time("last_used"),
  /** The person who created it in the studio (null for `npm run credentials`, or once they are deleted). */
  createdBy: integer("created_by").references(() => people.id, { onDelete: "set null" }),
  /** Their name and e-mail as they were, so the page still says who made it after they are gone. */
  createdByName: text("created_by_name"),
});

export const apiClientCompanies = pgTable(
  "api_client_companies",
  {
    clientId: clientRef(),
    companyId: companyRef(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.companyId] })],
);

/**
 * Bearer tokens, stored as their SHA-256. A token is an API client's (`client_id`, scope `PublicAPI`, from POST
 * /api/auth) or a capture device's (`device_id`, scope `capture`, docs/decisions.md §10.2): exactly one of the two.
 * Revoking a device deletes its tokens, so its next request is refused in every process.
 */
export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientId: text("client_id").references(() => apiClients.id, { onDelete: "cascade" }),
    deviceId: text("device_id").references(() => captureDevices.id, { onDelete: "cascade" }),
    companyId: companyRef(),
    expiresAt: time("expires_at").notNull(),
  },
  (table) => [
    index("access_tokens_expires_idx").on(table.expiresAt),
    index("access_tokens_device_idx").on(table.deviceId),
    check("access_tokens_one_owner", sql`(${table.clientId} is null) <> (${table.deviceId} is null)`),
  ],
);

/**
 * A capture device: a tablet or phone signed in at /capture with the company's username and app passcode and a staff
 * member's name (docs/decisions.md §10.2). The studio's own data: the Capture page lists, renames and revokes them.
 * A revoked device keeps its row (the page and the registrations it captured still name it); its tokens are deleted.
 */
export const captureDevices = pgTable(
  "capture_devices",
  {
    /** Random, URL-safe ("dev_…"); also what registrations it captured keep in `captured_device_id`. */
    id: text("id").primaryKey(),
    companyId: companyRef(),
    name: text("name").notNull(),
    /** The staff member who signed the device in. */
    staff: text("staff").notNull(),
    created: time("created").notNull(),
    /** Its last request with its token, to the minute. */
    lastSeen: time("last_seen"),
    /** What it reported at its last sync: leads waiting on the device, and its app's version. */
    pending: integer("pending"),
    appVersion: text("app_version"),
    revokedAt: time("revoked_at"),
    /** Who revoked it, in words ("Ada Lovelace"). */
    revokedBy: text("revoked_by"),
  },
  (table) => [index("capture_devices_company_idx").on(table.companyId, table.created)],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    companyId: companyRef(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    questions: jsonb("questions").notNull(),
    lastModified: time("last_modified").notNull(),
    deletedAt: time("deleted_at"),
    /**
     * Open for capture: capture devices see it and may send leads to it (docs/decisions.md §10.2). The studio's
     * setting, not part of the API's event: changing it never changes the event's Last-Modified.
     */
    openForCapture: boolean("open_for_capture").notNull().default(true),
  },
  (table) => [index("events_company_idx").on(table.companyId, table.id)],
);

/**
 * Every write of an event, numbered 1, 2, 3… per event (docs/decisions.md §10.4), written by the events repository in
 * the transaction of the write itself. A deleted event keeps its versions; they go only with the event's row.
 */
export const eventVersions = pgTable(
  "event_versions",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    n: integer("n").notNull(),
    created: time("created").notNull(),
    /** person | client | device, with the author's id of that kind and their name as it was then. */
    authorKind: text("author_kind").notNull(),
    authorId: text("author_id"),
    authorName: text("author_name").notNull(),
    /** api | editor | import | restore (lib/db/repositories/event-versions.ts). */
    how: text("how").notNull(),
    restoredFrom: integer("restored_from"),
    /** A name people gave it ("Before the show"); null until then. */
    name: text("name"),
    /** The change from the version before, in words (lib/questions/change-summary.ts). */
    summary: jsonb("summary").notNull(),
    /** The whole definition ({name, type, questions}) as deflated JSON (docs/benchmarks.md "Version storage"). */
    definition: bytes("definition").notNull(),
    /**
     * The event's logic scenarios when this version was written (docs/studio.md "History"): "none", or the SHA-256
     * (hex) of the set, a row of event_scenario_sets; null for a version written before versions carried them.
     */
    scenarios: text("scenarios"),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.n] })],
);

/**
 * The sets of logic scenarios an event's versions carry, one row per distinct set (lib/db/repositories/
 * version-scenarios.ts): a version names its set by hash, so saves that leave the scenarios alone store none.
 */
export const eventScenarioSets = pgTable(
  "event_scenario_sets",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    /** SHA-256 (hex) of the set's JSON, as stored. */
    hash: text("hash").notNull(),
    /** The scenarios, in their order, with the time each was first stored: deflated JSON. */
    scenarios: bytes("scenarios").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.hash] })],
);

export const registrations = pgTable(
  "registrations",
  {
    id: text("id").primaryKey(),
    seq: bigserial("seq", { mode: "number" }).notNull(),
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    values: jsonb("values").notNull(),
    email: text("email"),
    created: time("created").notNull(),
    lastModified: time("last_modified").notNull(),
    deletedAt: time("deleted_at"),
    // Provenance of a lead sent by a capture device (docs/decisions.md §10.3); null for other registrations.
    /** The device's clock when the lead was captured, as the device sent it (RFC 3339): recorded, never trusted. */
    capturedAt: text("captured_at"),
    /** The device's id (no reference: the registration keeps it after the device is revoked) and its name then. */
    capturedDeviceId: text("captured_device_id"),
    capturedDeviceName: text("captured_device_name"),
    capturedStaff: text("captured_staff"),
    /** The event's Last-Modified (HTTP-date) the form was filled against. */
    formVersion: text("form_version"),
    /**
     * The number of the event's version the registration was captured against (event_versions.n; no reference: it
     * is a number of the event's own history), written by the insert (lib/db/repositories/registration-version.ts);
     * null for a registration made before the event's history began.
     */
    eventVersion: integer("event_version"),
  },
  (table) => [
    // Pages and counts read only live rows, in creation order.
    index("registrations_live_seq_idx")
      .on(table.eventId, table.seq)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex("registrations_event_email_uq")
      .on(table.eventId, table.email)
      .where(sql`${table.deletedAt} is null and ${table.email} is not null`),
  ],
);

/**
 * Per collection key: its latest change (docs/decisions.md §5.3), and how many live members it has, kept in the same
 * statement as every change so that a count (HEAD) reads one row instead of counting 100,000.
 */
export const collectionChanges = pgTable("collection_changes", {
  key: text("key").primaryKey(),
  lastModified: time("last_modified").notNull(),
  size: integer("size").notNull().default(0),
});

/**
 * Idempotency keys of creates (docs/api.md "Idempotent creates"), per company. A request claims its key by inserting
 * the row (`running`, the primary key decides between twins); the create that follows marks it `done` with the answer
 * to replay in the same statement or transaction as its insert, so a key never says "running" for a create that
 * happened. Rows older than the replay window are swept as new ones come.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    companyId: companyRef(),
    key: text("key").notNull(),
    /** SHA-256 (hex) of the request: method, path and body bytes. */
    fingerprint: text("fingerprint").notNull(),
    /** Random id of the request holding the claim: only it may finish the key. */
    claim: text("claim").notNull(),
    /** running | done */
    state: text("state").notNull(),
    /** The answer to replay (once done): status, JSON body, the headers that matter, and its Last-Modified. */
    status: integer("status"),
    body: jsonb("body"),
    headers: jsonb("headers"),
    lastModified: time("last_modified"),
    createdAt: timestamp("created_at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.key] }),
    index("idempotency_keys_created_idx").on(table.createdAt),
  ],
);

/**
 * The deployment's own settings that every server process must share: the studio's generated AUTH_SECRET (on
 * PostgreSQL; the embedded database keeps it in DATA_DIR) and the demo API client the sign-in page may offer.
 */
export const deploymentSettings = pgTable("deployment_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

// ---- The studio's own data (people, memberships, sessions, invitations, activity): not the API's business. ----

/** A person who signs in to the studio with e-mail and password. `staff`: support staff of the deployment. */
export const people = pgTable("people", {
  id: serial("id").primaryKey(),
  /** Lower-cased and trimmed; unique. */
  email: text("email").notNull().unique(),
  name: text("name").notNull(),
  passwordHash: text("password_hash").notNull(),
  staff: boolean("staff").notNull().default(false),
  created: time("created").notNull(),
  lastActive: time("last_active"),
});

export const memberships = pgTable(
  "memberships",
  {
    personId: personRef(),
    companyId: companyRef(),
    /** owner | editor | viewer (lib/studio/access/roles.ts). */
    role: text("role").notNull(),
    created: time("created").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.personId, table.companyId] }),
    index("memberships_company_idx").on(table.companyId),
  ],
);

/**
 * One signed-in browser. The encrypted session cookie names it; every request checks that it still exists and has
 * not passed its absolute expiry, so deleting it (sign-out, sign out everywhere, a changed password, a removed
 * person) ends that session on its next request in every process.
 */
export const studioSessions = pgTable(
  "studio_sessions",
  {
    /** SHA-256 of the random id the cookie carries. */
    idHash: text("id_hash").primaryKey(),
    personId: personRef(),
    /** The company the person is working on. */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "set null" }),
    created: time("created").notNull(),
    /** Absolute: renewing the cookie never moves it. */
    expiresAt: time("expires_at").notNull(),
  },
  (table) => [index("studio_sessions_person_idx").on(table.personId)],
);

/**
 * Why a session ended under its person, kept until it would have expired: so that a tab still open when an owner
 * removed its person says so ("You were removed from …") instead of "Your session has ended".
 */
export const endedSessions = pgTable("ended_sessions", {
  /** The ended session's id hash (studio_sessions.id_hash). */
  idHash: text("id_hash").primaryKey(),
  reason: text("reason").notNull(),
  companyName: text("company_name"),
  expiresAt: time("expires_at").notNull(),
});

export const invitations = pgTable(
  "invitations",
  {
    id: serial("id").primaryKey(),
    /** SHA-256 of the token in the link; the token itself is shown once. */
    tokenHash: text("token_hash").notNull().unique(),
    companyId: companyRef(),
    role: text("role").notNull(),
    /** Who the invitation is for, as the owner wrote it (a name or e-mail); a note, not a check. */
    note: text("note"),
    createdBy: integer("created_by").references(() => people.id, { onDelete: "set null" }),
    created: time("created").notNull(),
    expiresAt: time("expires_at").notNull(),
    usedAt: time("used_at"),
    usedBy: integer("used_by").references(() => people.id, { onDelete: "set null" }),
    revokedAt: time("revoked_at"),
    /** Ended because its creator lost the right to invite with its role (removed, demoted or deleted). */
    endedAt: time("ended_at"),
    /** When set (lower-cased), only a person signing in or joining with this e-mail address may use the link. */
    email: text("email"),
  },
  (table) => [
    index("invitations_company_idx").on(table.companyId),
    index("invitations_created_by_idx").on(table.createdBy),
  ],
);

/**
 * Who did what in a company, newest first. The actor's name is kept as it was, so removing a person keeps the record.
 */
export const activity = pgTable(
  "activity",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    companyId: companyRef(),
    at: time("at").notNull(),
    personId: integer("person_id").references(() => people.id, { onDelete: "set null" }),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    /** What it concerned, in words ("Spring Expo", "ada@example.com"). */
    subject: text("subject"),
    /** For a write of an event: the event and the number of the version the write made (docs/studio.md "History"). */
    eventId: integer("event_id"),
    eventVersion: integer("event_version"),
  },
  (table) => [index("activity_company_idx").on(table.companyId, table.id)],
);

/**
 * The throttles' counters on PostgreSQL, where every server process of a deployment must see the same counts
 * (lib/db/repositories/throttle-hits.ts); expired rows are deleted as new ones come.
 */
export const throttleHits = pgTable(
  "throttle_hits",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    key: text("key").notNull(),
    at: timestamp("at", { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [index("throttle_hits_key_at_idx").on(table.key, table.at), index("throttle_hits_at_idx").on(table.at)],
);

/**
 * Every e-mail the product sends, first as a row here, written in the same transaction as what caused it, then
 * delivered by the mail worker (lib/mail/worker.ts). The state machine is lib/mail/outbox-state.ts; a sender claims
 * a row (`claim`, `lease_until`) so that one process sends it, and a claim whose process died lapses with its lease.
 */
export const outbox = pgTable(
  "outbox",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    /** The company it concerns; null for a person's own mail (a password reset). */
    companyId: integer("company_id").references(() => companies.id, { onDelete: "cascade" }),
    /** passwordReset | invitation | followUp */
    kind: text("kind").notNull(),
    /** What caused it, in words ("Invitation as editor by Ada Lovelace"). */
    cause: text("cause").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    /** The registration whose follow-up this is: at most one per registration. */
    registrationId: text("registration_id"),
    /** The invitation this mail carries (a resend is a new row): the Members page shows its latest one's state. */
    invitationId: integer("invitation_id").references(() => invitations.id, { onDelete: "set null" }),
    /** queued | sending | sent | failed | cancelled */
    state: text("state").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true, precision: 3 }).notNull(),
    /** The random id of the sender holding the row while `sending`, and until when it holds it. */
    claim: text("claim"),
    leaseUntil: timestamp("lease_until", { withTimezone: true, precision: 3 }),
    lastError: text("last_error"),
    created: time("created").notNull(),
    sentAt: time("sent_at"),
  },
  (table) => [
    index("outbox_due_idx").on(table.state, table.nextAttemptAt),
    index("outbox_company_idx").on(table.companyId, table.id),
    index("outbox_invitation_idx")
      .on(table.invitationId)
      .where(sql`${table.invitationId} is not null`),
    uniqueIndex("outbox_registration_uq")
      .on(table.registrationId)
      .where(sql`${table.registrationId} is not null`),
  ],
);

/**
 * Password-reset links (docs/security.md "Password reset"): only the SHA-256 of the token in the link is kept;
 * single use (`used_at`), valid until `expires_at`.
 */
export const passwordResets = pgTable(
  "password_resets",
  {
    tokenHash: text("token_hash").primaryKey(),
    personId: personRef(),
    created: time("created").notNull(),
    expiresAt: time("expires_at").notNull(),
    usedAt: time("used_at"),
  },
  (table) => [index("password_resets_person_idx").on(table.personId)],
);

/**
 * The editor's logic scenarios (docs/studio.md "Scenarios"): answers a visitor gives and what they must then see,
 * re-run on every change of the form. The studio's own data, not the API's: one row per scenario of an event, its
 * shape lib/questions/scenarios.ts's `Scenario`; gone with its event.
 */
export const eventScenarios = pgTable(
  "event_scenarios",
  {
    eventId: integer("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    id: text("id").notNull(),
    companyId: companyRef(),
    scenario: jsonb("scenario").notNull(),
    created: time("created").notNull(),
  },
  (table) => [primaryKey({ columns: [table.eventId, table.id] })],
);

/**
 * An event's follow-up e-mail to its leads (docs/studio.md "Follow-up e-mail"): the studio's own data, not the
 * API's. A subject and body with `{questionId}` placeholders, sent when `enabled`; gone with its event. Read by the
 * registration insert, which queues the mail in the outbox in its own statement (repositories/follow-ups.ts).
 */
export const eventFollowUps = pgTable("event_follow_ups", {
  eventId: integer("event_id")
    .primaryKey()
    .references(() => events.id, { onDelete: "cascade" }),
  companyId: companyRef(),
  enabled: boolean("enabled").notNull().default(false),
  subject: text("subject").notNull(),
  body: text("body").notNull(),
  updated: time("updated").notNull(),
});

// The one schema, for embedded PGlite and for PostgreSQL alike. Times are stored in whole seconds.
import { sql } from "drizzle-orm";
import { bigserial, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

const time = (name: string) => timestamp(name, { withTimezone: true, precision: 0 });

export const companies = pgTable("companies", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  username: text("username").notNull().unique(),
  urlHash: text("url_hash").notNull(),
  appPasscode: text("app_passcode").notNull(),
  lastModified: time("last_modified").notNull(),
});

export const apiClients = pgTable("api_clients", {
  id: text("id").primaryKey(),
  secretHash: text("secret_hash").notNull(),
  created: time("created").notNull(),
});

export const apiClientCompanies = pgTable(
  "api_client_companies",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.companyId] })],
);

export const accessTokens = pgTable(
  "access_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    clientId: text("client_id")
      .notNull()
      .references(() => apiClients.id, { onDelete: "cascade" }),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    expiresAt: time("expires_at").notNull(),
  },
  (table) => [index("access_tokens_expires_idx").on(table.expiresAt)],
);

export const events = pgTable(
  "events",
  {
    id: serial("id").primaryKey(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    type: text("type").notNull(),
    questions: jsonb("questions").notNull(),
    lastModified: time("last_modified").notNull(),
    deletedAt: time("deleted_at"),
  },
  (table) => [index("events_company_idx").on(table.companyId, table.id)],
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
  },
  (table) => [
    // Pages and counts read only live rows, in creation order.
    index("registrations_live_seq_idx").on(table.eventId, table.seq).where(sql`${table.deletedAt} is null`),
    uniqueIndex("registrations_event_email_uq")
      .on(table.eventId, table.email)
      .where(sql`${table.deletedAt} is null and ${table.email} is not null`),
  ],
);

/**
 * Per collection key: its latest change (DECISIONS §5.3), and how many live members it has, kept in the same
 * statement as every change so that a count (HEAD) reads one row instead of counting 100,000.
 */
export const collectionChanges = pgTable("collection_changes", {
  key: text("key").primaryKey(),
  lastModified: time("last_modified").notNull(),
  size: integer("size").notNull().default(0),
});

/**
 * The deployment's own settings that every server process must share: the studio's generated AUTH_SECRET (on
 * PostgreSQL; the embedded database keeps it in DATA_DIR) and the demo API client the sign-in page may offer.
 */
export const deploymentSettings = pgTable("deployment_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

CREATE TABLE "access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"company_id" integer NOT NULL,
	"expires_at" timestamp (0) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "api_client_companies" (
	"client_id" text NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "api_client_companies_client_id_company_id_pk" PRIMARY KEY("client_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "api_clients" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"created" timestamp (0) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collection_changes" (
	"key" text PRIMARY KEY NOT NULL,
	"last_modified" timestamp (0) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"username" text NOT NULL,
	"url_hash" text NOT NULL,
	"app_passcode" text NOT NULL,
	"last_modified" timestamp (0) with time zone NOT NULL,
	CONSTRAINT "companies_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"questions" jsonb NOT NULL,
	"last_modified" timestamp (0) with time zone NOT NULL,
	"deleted_at" timestamp (0) with time zone
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"event_id" integer NOT NULL,
	"values" jsonb NOT NULL,
	"email" text,
	"created" timestamp (0) with time zone NOT NULL,
	"last_modified" timestamp (0) with time zone NOT NULL,
	"deleted_at" timestamp (0) with time zone
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_companies" ADD CONSTRAINT "api_client_companies_client_id_api_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."api_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_client_companies" ADD CONSTRAINT "api_client_companies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_expires_idx" ON "access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "events_company_idx" ON "events" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "registrations_event_seq_idx" ON "registrations" USING btree ("event_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_event_email_uq" ON "registrations" USING btree ("event_id","email") WHERE "registrations"."deleted_at" is null and "registrations"."email" is not null;
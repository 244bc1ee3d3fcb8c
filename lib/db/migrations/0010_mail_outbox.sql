CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"kind" text NOT NULL,
	"cause" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"registration_id" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone NOT NULL,
	"claim" text,
	"lease_until" timestamp (3) with time zone,
	"last_error" text,
	"created" timestamp (0) with time zone NOT NULL,
	"sent_at" timestamp (0) with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbox_company_idx" ON "outbox" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_registration_uq" ON "outbox" USING btree ("registration_id") WHERE "outbox"."registration_id" is not null;
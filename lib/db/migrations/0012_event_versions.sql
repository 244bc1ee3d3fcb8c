CREATE TABLE "event_versions" (
	"event_id" integer NOT NULL,
	"n" integer NOT NULL,
	"created" timestamp (0) with time zone NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"how" text NOT NULL,
	"restored_from" integer,
	"name" text,
	"summary" jsonb NOT NULL,
	"definition" "bytea" NOT NULL,
	CONSTRAINT "event_versions_event_id_n_pk" PRIMARY KEY("event_id","n")
);
--> statement-breakpoint
ALTER TABLE "event_versions" ADD CONSTRAINT "event_versions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
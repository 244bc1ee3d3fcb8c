CREATE TABLE "event_scenario_sets" (
	"event_id" integer NOT NULL,
	"hash" text NOT NULL,
	"scenarios" "bytea" NOT NULL,
	CONSTRAINT "event_scenario_sets_event_id_hash_pk" PRIMARY KEY("event_id","hash")
);
--> statement-breakpoint
ALTER TABLE "event_versions" ADD COLUMN "scenarios" text;--> statement-breakpoint
ALTER TABLE "event_scenario_sets" ADD CONSTRAINT "event_scenario_sets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "event_scenarios" (
	"event_id" integer NOT NULL,
	"id" text NOT NULL,
	"company_id" integer NOT NULL,
	"scenario" jsonb NOT NULL,
	"created" timestamp (0) with time zone NOT NULL,
	CONSTRAINT "event_scenarios_event_id_id_pk" PRIMARY KEY("event_id","id")
);
--> statement-breakpoint
ALTER TABLE "event_scenarios" ADD CONSTRAINT "event_scenarios_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_scenarios" ADD CONSTRAINT "event_scenarios_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
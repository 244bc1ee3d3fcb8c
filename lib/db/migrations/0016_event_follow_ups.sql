CREATE TABLE "event_follow_ups" (
	"event_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated" timestamp (0) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_follow_ups" ADD CONSTRAINT "event_follow_ups_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_follow_ups" ADD CONSTRAINT "event_follow_ups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
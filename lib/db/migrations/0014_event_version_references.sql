ALTER TABLE "activity" ADD COLUMN "event_id" integer;--> statement-breakpoint
ALTER TABLE "activity" ADD COLUMN "event_version" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "event_version" integer;--> statement-breakpoint
-- The registrations made before: the version that was current at their form version (a capture device's) or else
-- when they were made; null for an event without a history then.
UPDATE "registrations" r SET "event_version" = (
	SELECT max(v."n") FROM "event_versions" v
	WHERE v."event_id" = r."event_id" AND v."created" <= coalesce(r."form_version"::timestamptz, r."created")
);

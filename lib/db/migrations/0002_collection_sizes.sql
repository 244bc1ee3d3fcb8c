ALTER TABLE "collection_changes" ADD COLUMN "size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "collection_changes" SET "size" = (SELECT count(*) FROM "events" WHERE "events"."company_id" = split_part("collection_changes"."key", ':', 2)::integer AND "events"."deleted_at" IS NULL) WHERE "key" LIKE 'events:%';--> statement-breakpoint
UPDATE "collection_changes" SET "size" = (SELECT count(*) FROM "registrations" WHERE "registrations"."event_id" = split_part("collection_changes"."key", ':', 2)::integer AND "registrations"."deleted_at" IS NULL) WHERE "key" LIKE 'registrations:%';

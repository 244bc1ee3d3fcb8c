ALTER TABLE "api_clients" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "created_by_name" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "ended_at" timestamp (0) with time zone;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_created_by_people_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."people"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitations_created_by_idx" ON "invitations" USING btree ("created_by");
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"person_id" integer NOT NULL,
	"created" timestamp (0) with time zone NOT NULL,
	"expires_at" timestamp (0) with time zone NOT NULL,
	"used_at" timestamp (0) with time zone
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_person_idx" ON "password_resets" USING btree ("person_id");
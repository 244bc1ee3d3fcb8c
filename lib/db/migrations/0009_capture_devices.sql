CREATE TABLE "capture_devices" (
	"id" text PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"staff" text NOT NULL,
	"created" timestamp (0) with time zone NOT NULL,
	"last_seen" timestamp (0) with time zone,
	"pending" integer,
	"app_version" text,
	"revoked_at" timestamp (0) with time zone,
	"revoked_by" text
);
--> statement-breakpoint
ALTER TABLE "access_tokens" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "access_tokens" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "open_for_capture" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "captured_at" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "captured_device_id" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "captured_device_name" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "captured_staff" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "form_version" text;--> statement-breakpoint
ALTER TABLE "capture_devices" ADD CONSTRAINT "capture_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capture_devices_company_idx" ON "capture_devices" USING btree ("company_id","created");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_device_id_capture_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."capture_devices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_tokens_device_idx" ON "access_tokens" USING btree ("device_id");--> statement-breakpoint
ALTER TABLE "access_tokens" ADD CONSTRAINT "access_tokens_one_owner" CHECK (("access_tokens"."client_id" is null) <> ("access_tokens"."device_id" is null));
CREATE TABLE "ended_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"company_name" text,
	"expires_at" timestamp (0) with time zone NOT NULL
);

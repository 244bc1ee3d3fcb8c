CREATE TABLE "company_claims" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp (0) with time zone NOT NULL,
	CONSTRAINT "company_claims_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "company_claims" ADD CONSTRAINT "company_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
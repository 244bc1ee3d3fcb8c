CREATE TABLE "deployment_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);

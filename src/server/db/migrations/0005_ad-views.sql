CREATE TABLE "ad_claims" (
	"view_id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_views" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"source" text NOT NULL,
	"card" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_claims_created_idx" ON "ad_claims" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ad_views_open_start_idx" ON "ad_views" USING btree ("user_id","card") WHERE "ad_views"."source" = 'start';--> statement-breakpoint
CREATE INDEX "ad_views_user_idx" ON "ad_views" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ad_views_created_idx" ON "ad_views" USING btree ("created_at");
CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"action" text NOT NULL,
	"target" text,
	"detail" jsonb,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "console_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"operator_id" bigint NOT NULL,
	"expires_at" bigint NOT NULL,
	"used_at" bigint,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_days" (
	"user_id" bigint NOT NULL,
	"day" integer NOT NULL,
	CONSTRAINT "login_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "season_schedule" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"change" text NOT NULL,
	"name" text,
	"at" bigint NOT NULL,
	"operator_id" bigint NOT NULL,
	"done_at" bigint,
	"outcome" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "banned_at" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "ban_reason" text;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_days_day_idx" ON "login_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "season_schedule_due_idx" ON "season_schedule" USING btree ("at") WHERE "season_schedule"."done_at" is null;--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created_at");
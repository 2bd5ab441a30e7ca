CREATE TABLE "bot_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"kind" text NOT NULL,
	"chat_id" text NOT NULL,
	"text" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_errors" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint,
	"address" text NOT NULL,
	"message" text NOT NULL,
	"stack" text,
	"endpoint" text,
	"context" jsonb,
	"client_timestamp" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"result" jsonb NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" bigint NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer NOT NULL,
	"response" text NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"number" integer NOT NULL,
	"name" text NOT NULL,
	"started_at" bigint NOT NULL,
	"ended_at" bigint
);
--> statement-breakpoint
CREATE TABLE "token_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"pool" text NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text,
	"season_id" integer,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"telegram_id" bigint PRIMARY KEY NOT NULL,
	"game_id" text NOT NULL,
	"name" text NOT NULL,
	"username" text,
	"language" text DEFAULT 'en' NOT NULL,
	"start_param" text,
	"referrer_id" bigint,
	"premium" boolean DEFAULT false NOT NULL,
	"discord_id" text,
	"state" jsonb NOT NULL,
	"season_id" integer,
	"event_id" integer,
	"season_tokens" bigint DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"updated_at" bigint NOT NULL,
	CONSTRAINT "users_game_id_unique" UNIQUE("game_id")
);
--> statement-breakpoint
CREATE INDEX "bot_messages_user_idx" ON "bot_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "client_errors_created_idx" ON "client_errors" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "draw_log_user_idx" ON "draw_log" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_kind_number_idx" ON "seasons" USING btree ("kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_running_idx" ON "seasons" USING btree ("kind") WHERE "seasons"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "token_ledger_user_idx" ON "token_ledger" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_referral_idx" ON "token_ledger" USING btree ("idempotency_key") WHERE "token_ledger"."reason" = 'referral';--> statement-breakpoint
CREATE INDEX "users_referrer_idx" ON "users" USING btree ("referrer_id");--> statement-breakpoint
CREATE INDEX "users_season_tokens_idx" ON "users" USING btree ("season_id","season_tokens" DESC NULLS LAST,"telegram_id");
CREATE TABLE "attributions" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"start_param" text NOT NULL,
	"code" text,
	"language" text,
	"referrer_language" text,
	"publisher" text,
	"click_id" text,
	"region" text,
	"tg_click_id" text,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_starts" (
	"telegram_id" bigint PRIMARY KEY NOT NULL,
	"payload" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "bot_messages_user_idx";--> statement-breakpoint
-- Before the unique key: keep the first message of each (kind, player) that an older server sent twice.
DELETE FROM "bot_messages" WHERE "user_id" IS NULL;--> statement-breakpoint
DELETE FROM "bot_messages" AS "later" USING "bot_messages" AS "earlier"
  WHERE "later"."kind" = "earlier"."kind" AND "later"."user_id" = "earlier"."user_id" AND "later"."id" > "earlier"."id";--> statement-breakpoint
ALTER TABLE "bot_messages" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "attributions_code_idx" ON "attributions" USING btree ("code");--> statement-breakpoint
CREATE INDEX "attributions_publisher_idx" ON "attributions" USING btree ("publisher");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_messages_kind_user_idx" ON "bot_messages" USING btree ("kind","user_id");
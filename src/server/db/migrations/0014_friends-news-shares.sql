CREATE TABLE "friend_shares" (
	"inviter_id" bigint NOT NULL,
	"friend_id" bigint NOT NULL,
	"day" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "friend_shares_inviter_id_friend_id_day_pk" PRIMARY KEY("inviter_id","friend_id","day")
);
--> statement-breakpoint
CREATE TABLE "player_news" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"about" bigint NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" bigint NOT NULL,
	"seen_at" bigint
);
--> statement-breakpoint
CREATE UNIQUE INDEX "player_news_once_idx" ON "player_news" USING btree ("user_id","kind","about");--> statement-breakpoint
CREATE INDEX "player_news_unseen_idx" ON "player_news" USING btree ("user_id") WHERE "player_news"."seen_at" is null;
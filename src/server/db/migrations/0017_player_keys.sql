-- Every per-player table keyed by the player first (docs/scaling.md): the primary keys of the
-- ledger, draws, news, bot messages, ad views and claims lead with the player's id, as a table
-- sharded by player id needs (Citus: a unique key includes the distribution column). The
-- player-first keys also serve what the dropped indexes served.
DROP INDEX "bot_messages_kind_user_idx";--> statement-breakpoint
DROP INDEX "draw_log_user_idx";--> statement-breakpoint
DROP INDEX "token_ledger_user_idx";--> statement-breakpoint
DROP INDEX "token_ledger_referral_idx";--> statement-breakpoint
ALTER TABLE "ad_claims" DROP CONSTRAINT "ad_claims_pkey";--> statement-breakpoint
ALTER TABLE "ad_views" DROP CONSTRAINT "ad_views_pkey";--> statement-breakpoint
ALTER TABLE "bot_messages" DROP CONSTRAINT "bot_messages_pkey";--> statement-breakpoint
ALTER TABLE "draw_log" DROP CONSTRAINT "draw_log_pkey";--> statement-breakpoint
ALTER TABLE "token_ledger" DROP CONSTRAINT "token_ledger_pkey";--> statement-breakpoint
ALTER TABLE "player_news" DROP CONSTRAINT "player_news_pkey";--> statement-breakpoint
ALTER TABLE "ad_claims" ADD CONSTRAINT "ad_claims_user_id_view_id_pk" PRIMARY KEY("user_id","view_id");--> statement-breakpoint
ALTER TABLE "ad_views" ADD CONSTRAINT "ad_views_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "bot_messages" ADD CONSTRAINT "bot_messages_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "draw_log" ADD CONSTRAINT "draw_log_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
ALTER TABLE "player_news" ADD CONSTRAINT "player_news_user_id_id_pk" PRIMARY KEY("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "bot_messages_user_kind_idx" ON "bot_messages" USING btree ("user_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_referral_idx" ON "token_ledger" USING btree ("user_id","idempotency_key") WHERE "token_ledger"."reason" = 'referral';

-- The boards' indexes in the boards' order (tokens, then the earlier player, then the id; `desc`
-- puts nulls first, as the query's `desc` does), so the top 100 reads 100 index entries: the old
-- index had the id right after the tokens, and nulls last, and PostgreSQL read and sorted every
-- player of the season instead (2.2 s at a million players, docs/scaling.md).
DROP INDEX "users_season_tokens_idx";--> statement-breakpoint
CREATE INDEX "users_season_board_idx" ON "users" USING btree ("season_id","season_tokens" DESC NULLS FIRST,"created_at","telegram_id");--> statement-breakpoint
DROP INDEX "users_event_tokens_idx";--> statement-breakpoint
CREATE INDEX "users_event_board_idx" ON "users" USING btree ("event_id", (floor((("state" -> 'resourcesEvent' ->> 3))::float8)::bigint) DESC, "created_at", "telegram_id");--> statement-breakpoint
-- A rank past the first 1,000 is the planner's estimate (services/rank.ts): a finer histogram of the tokens.
ALTER TABLE "users" ALTER COLUMN "season_tokens" SET STATISTICS 1000;

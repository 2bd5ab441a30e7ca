-- The event board's index was on an expression of the state, so every write of the state (every
-- action) made a new entry in every index of users. A generated column takes its place; with room
-- left on each page (fillfactor), a write that changes no indexed column updates the row in place
-- (a HOT update: no index entry at all). docs/scaling.md, "The player's row".
DROP INDEX IF EXISTS "users_event_board_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "event_tokens" bigint GENERATED ALWAYS AS (floor(((state -> 'resourcesEvent' ->> 3))::float8)::bigint) STORED;--> statement-breakpoint
CREATE INDEX "users_event_board_idx" ON "users" USING btree ("event_id","event_tokens" DESC NULLS FIRST,"created_at","telegram_id");--> statement-breakpoint
ALTER TABLE "users" SET (fillfactor = 70);

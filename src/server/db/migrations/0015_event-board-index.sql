-- The event's board ranks the players of one event by the event tokens in their state
-- (services/event-leaderboard.ts): the same expression, indexed, keeps its top 100 and a rank
-- an index scan instead of a read of every player.
CREATE INDEX "users_event_tokens_idx" ON "users" USING btree ("event_id", (floor((("state" -> 'resourcesEvent' ->> 3))::float8)::bigint) DESC, "telegram_id");

CREATE TABLE "bot_updates" (
	"update_id" bigint PRIMARY KEY NOT NULL,
	"received_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bot_updates_received_idx" ON "bot_updates" USING btree ("received_at");
CREATE TABLE "bot_contacts" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"allows_messages" boolean DEFAULT false NOT NULL,
	"reminders_on" boolean DEFAULT true NOT NULL,
	"blocked_at" bigint,
	"active_hours" integer[] DEFAULT array_fill(0, array[24]) NOT NULL,
	"updated_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bot_send_slots" (
	"key" text PRIMARY KEY NOT NULL,
	"next_at" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "bot_messages_user_kind_idx";--> statement-breakpoint
ALTER TABLE "bot_messages" ADD COLUMN "dedupe_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_messages" ADD COLUMN "topic" text;--> statement-breakpoint
ALTER TABLE "bot_messages" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bot_messages" ADD COLUMN "due_at" bigint;--> statement-breakpoint
ALTER TABLE "bot_messages" ADD COLUMN "lease_until" bigint;--> statement-breakpoint
ALTER TABLE "bot_messages" ADD COLUMN "sent_at" bigint;--> statement-breakpoint
CREATE INDEX "bot_contacts_reachable_idx" ON "bot_contacts" USING btree ("user_id") WHERE "bot_contacts"."allows_messages" and "bot_contacts"."reminders_on" and "bot_contacts"."blocked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bot_messages_user_kind_key_idx" ON "bot_messages" USING btree ("user_id","kind","dedupe_key");--> statement-breakpoint
CREATE INDEX "bot_messages_queued_idx" ON "bot_messages" USING btree ("due_at") WHERE "bot_messages"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "bot_messages_pending_idx" ON "bot_messages" USING btree ("lease_until") WHERE "bot_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "bot_messages_status_idx" ON "bot_messages" USING btree ("status","kind");--> statement-breakpoint
-- A row an older server left pending stopped during its call: its outcome is unknown, never sent twice.
UPDATE "bot_messages" SET "status" = 'failed', "error" = 'outcome unknown: the sender stopped during the call' WHERE "status" = 'pending';

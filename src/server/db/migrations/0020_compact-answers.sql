CREATE TABLE "answer_bases" (
	"user_id" bigint NOT NULL,
	"id" bigserial NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" bigint NOT NULL,
	CONSTRAINT "answer_bases_user_id_id_pk" PRIMARY KEY("user_id","id")
);
--> statement-breakpoint
-- Keys stored before: the hash's hex digits as its 32 bytes, the answer's text as its UTF-8 bytes (no base), replayed as they were.
ALTER TABLE "idempotency_keys" ALTER COLUMN "request_hash" SET DATA TYPE bytea USING decode("request_hash", 'hex');--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "response" SET DATA TYPE bytea USING convert_to("response", 'UTF8');--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "base" bigint;--> statement-breakpoint
CREATE INDEX "answer_bases_created_idx" ON "answer_bases" USING btree ("created_at");

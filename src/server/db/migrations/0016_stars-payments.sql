CREATE TABLE "star_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"stars" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "star_payments" (
	"charge_id" text PRIMARY KEY NOT NULL,
	"invoice_id" text NOT NULL,
	"user_id" bigint NOT NULL,
	"product_id" text NOT NULL,
	"stars" integer NOT NULL,
	"tokens" bigint NOT NULL,
	"paid_at" bigint NOT NULL,
	"refunded_at" bigint,
	"tokens_taken_back" bigint
);
--> statement-breakpoint
CREATE INDEX "star_invoices_user_idx" ON "star_invoices" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "star_payments_user_idx" ON "star_payments" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "star_payments_paid_idx" ON "star_payments" USING btree ("paid_at");
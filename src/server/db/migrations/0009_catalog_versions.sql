CREATE TABLE "catalog_versions" (
	"version" serial PRIMARY KEY NOT NULL,
	"catalog" jsonb NOT NULL,
	"status" text NOT NULL,
	"created_by" bigint,
	"created_at" bigint NOT NULL,
	"published_at" bigint,
	"published_by" bigint
);
--> statement-breakpoint
CREATE INDEX "catalog_versions_published_idx" ON "catalog_versions" USING btree ("published_at" DESC NULLS LAST,"version" DESC NULLS LAST) WHERE "catalog_versions"."status" = 'published';
ALTER TABLE "lawyers" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "name_zh" text;--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "name_latin" text;--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "title_zh" text;--> statement-breakpoint
ALTER TABLE "lawyers" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "lawyers_name_en_trgm_idx" ON "lawyers" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lawyers_name_latin_trgm_idx" ON "lawyers" USING gin ("name_latin" gin_trgm_ops);--> statement-breakpoint
-- Listings verified before the month of verification was kept: their last change stands in for it.
UPDATE "lawyers" SET "verified_at" = "updated_at" WHERE "verified";

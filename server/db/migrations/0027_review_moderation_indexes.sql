-- The review moderation lists a page at a time: one partial index for each (held reviews by created_at, id; open disputes by disputed_at, id), instead of one for both by created_at.
DROP INDEX "reviews_moderation_idx";--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reviews_disputed_idx" ON "reviews" USING btree ("disputed_at","id") WHERE "reviews"."status" = 'published' AND "reviews"."dispute_status" = 'open';
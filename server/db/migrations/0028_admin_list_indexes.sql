-- Indexes of the admin pages at national size: the slips waiting for an administrator (counted on every admin page), and each review moderation list a page at a time (held by created_at, id; open disputes by disputed_at, id).
DROP INDEX "reviews_moderation_idx";--> statement-breakpoint
CREATE INDEX "questions_slip_sent_idx" ON "questions" USING btree ("id") WHERE "questions"."payment_status" = 'slip_sent';--> statement-breakpoint
CREATE INDEX "reviews_held_idx" ON "reviews" USING btree ("created_at","id") WHERE "reviews"."status" = 'held';--> statement-breakpoint
CREATE INDEX "reviews_disputed_idx" ON "reviews" USING btree ("disputed_at","id") WHERE "reviews"."status" = 'published' AND "reviews"."dispute_status" = 'open';
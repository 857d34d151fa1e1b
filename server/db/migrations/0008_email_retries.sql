ALTER TYPE "public"."email_status" ADD VALUE 'given_up';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_next_attempt_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."next_attempt_at" IS NOT NULL;--> statement-breakpoint
-- E-mails that failed (or were left pending) before retries existed join the retry queue: the first run sends them
-- again, or gives up on those older than the retry window, so an admin sees them.
UPDATE "email_outbox" SET "next_attempt_at" = now() WHERE "status" IN ('failed', 'pending');

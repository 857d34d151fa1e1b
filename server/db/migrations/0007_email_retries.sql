ALTER TYPE "public"."email_status" ADD VALUE 'given_up';--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_next_attempt_idx" ON "email_outbox" USING btree ("next_attempt_at") WHERE "email_outbox"."next_attempt_at" IS NOT NULL;
ALTER TABLE "questions" ADD COLUMN "needs_lawyer_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "admins_alerted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "questions_needs_lawyer_idx" ON "questions" USING btree ("needs_lawyer_since") WHERE "questions"."needs_lawyer_since" IS NOT NULL;
-- Explicit consent for a question's sensitive data (PDPA s.26, docs/product-rules.md "Questions"): its version and time, and the asker's erasure of the question's text (title and details null, when erased); questions asked before have no consent record.
ALTER TABLE "questions" ALTER COLUMN "title" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "consent_version" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "consented_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "text_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_text_or_erased" CHECK (("questions"."text_erased_at" IS NULL AND "questions"."title" IS NOT NULL AND "questions"."content" IS NOT NULL)
        OR ("questions"."text_erased_at" IS NOT NULL AND "questions"."title" IS NULL AND "questions"."content" IS NULL));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_consent_complete" CHECK (("questions"."consent_version" IS NULL) = ("questions"."consented_at" IS NULL));
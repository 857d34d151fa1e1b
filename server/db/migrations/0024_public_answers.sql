-- Public answers (the redacted, published form of an answered question, opted in by its asker, approved by an
-- administrator) and the languages an asker can use on each question (older questions: Thai).
CREATE TYPE "public"."public_answer_status" AS ENUM('awaiting_lawyer', 'awaiting_review', 'published', 'rejected', 'withdrawn');--> statement-breakpoint
CREATE TABLE "public_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"slug" text,
	"lang" text NOT NULL,
	"case_type" text NOT NULL,
	"province" text,
	"title" text NOT NULL,
	"question_text" text NOT NULL,
	"answer_text" text,
	"status" "public_answer_status" DEFAULT 'awaiting_lawyer' NOT NULL,
	"opted_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"rejected_reason" text,
	"published_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_answers_question_id_unique" UNIQUE("question_id"),
	CONSTRAINT "public_answers_slug_unique" UNIQUE("slug"),
	CONSTRAINT "public_answers_lang" CHECK ("public_answers"."lang" IN ('th', 'en', 'zh')),
	CONSTRAINT "public_answers_title_not_blank" CHECK ("public_answers"."title" ~ '[^[:space:]]'),
	CONSTRAINT "public_answers_question_not_blank" CHECK ("public_answers"."question_text" ~ '[^[:space:]]'),
	CONSTRAINT "public_answers_published_complete" CHECK ("public_answers"."status" <> 'published' OR ("public_answers"."slug" IS NOT NULL AND "public_answers"."answer_text" IS NOT NULL AND "public_answers"."published_at" IS NOT NULL)),
	CONSTRAINT "public_answers_slug_format" CHECK ("public_answers"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
UPDATE "questions" SET "languages" = ARRAY['ไทย']::text[];--> statement-breakpoint
ALTER TABLE "public_answers" ADD CONSTRAINT "public_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_answers" ADD CONSTRAINT "public_answers_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_answers" ADD CONSTRAINT "public_answers_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_answers_published_idx" ON "public_answers" USING btree ("case_type","published_at" DESC NULLS LAST) WHERE "public_answers"."status" = 'published';--> statement-breakpoint
CREATE INDEX "public_answers_lawyer_idx" ON "public_answers" USING btree ("lawyer_id","status");--> statement-breakpoint
CREATE INDEX "public_answers_status_idx" ON "public_answers" USING btree ("status","updated_at" DESC NULLS LAST);
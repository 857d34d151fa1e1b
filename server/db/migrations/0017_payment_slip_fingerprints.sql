-- A transfer slip counts for one question (docs/product-rules.md, "Paying for a question"): each question's slip fingerprint is unique, and slips refused as duplicates are recorded for the administrators.
CREATE TABLE "payment_slip_duplicates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"duplicate_of_question_id" uuid,
	"matched" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_slip_duplicates_matched" CHECK ("payment_slip_duplicates"."matched" IN ('image', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "payment_slip_sha256" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "payment_slip_transfer_ref" text;--> statement-breakpoint
ALTER TABLE "payment_slip_duplicates" ADD CONSTRAINT "payment_slip_duplicates_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_slip_duplicates" ADD CONSTRAINT "payment_slip_duplicates_duplicate_of_question_id_questions_id_fk" FOREIGN KEY ("duplicate_of_question_id") REFERENCES "public"."questions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_slip_duplicates_question_idx" ON "payment_slip_duplicates" USING btree ("question_id","attempted_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "questions_payment_slip_sha256_unique" ON "questions" USING btree ("payment_slip_sha256");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_payment_slip_transfer_ref_unique" ON "questions" USING btree ("payment_slip_transfer_ref");
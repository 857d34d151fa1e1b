CREATE TYPE "public"."question_payment_status" AS ENUM('unpaid', 'slip_sent', 'paid');--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "fee_baht" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "payment_status" "question_payment_status" DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "payment_slip_key" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "payment_slip_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "paid_confirmed_by" text;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_paid_confirmed_by_users_id_fk" FOREIGN KEY ("paid_confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_fee_not_negative" CHECK ("questions"."fee_baht" >= 0);
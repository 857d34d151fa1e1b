-- Read receipts: when each participant last read a question's thread, so that "unread" is the same on every device.
CREATE TABLE "question_reads" (
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "question_reads_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "question_reads" ADD CONSTRAINT "question_reads_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_reads" ADD CONSTRAINT "question_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_reads_user_idx" ON "question_reads" USING btree ("user_id");
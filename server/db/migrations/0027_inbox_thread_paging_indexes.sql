-- Indexes matching the keyset paging of the inbox and a thread: the member's questions (created_by, created_at DESC, id DESC), the lawyer's open invitations by expiry and accepted cases by acceptance, a thread's messages by (created_at, id).
DROP INDEX "messages_question_idx";--> statement-breakpoint
DROP INDEX "questions_created_by_idx";--> statement-breakpoint
CREATE INDEX "question_recipients_desk_invited_idx" ON "question_recipients" USING btree ("recipient_user_id","expires_at","id") WHERE "question_recipients"."status" = 'invited';--> statement-breakpoint
CREATE INDEX "question_recipients_desk_accepted_idx" ON "question_recipients" USING btree ("recipient_user_id","responded_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "question_recipients"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "messages_question_idx" ON "messages" USING btree ("question_id","created_at","id");--> statement-breakpoint
CREATE INDEX "questions_created_by_idx" ON "questions" USING btree ("created_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
-- Indexes matching the keyset paging of the admin lists: (created_at DESC, id DESC), by status or filtered where a list filters, the waiting queue of questions, and lawyers by (verified, name, id).
DROP INDEX "admin_audit_log_created_idx";--> statement-breakpoint
DROP INDEX "appointment_requests_created_idx";--> statement-breakpoint
DROP INDEX "questions_status_idx";--> statement-breakpoint
CREATE INDEX "lawyer_applications_created_idx" ON "lawyer_applications" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lawyers_admin_list_idx" ON "lawyers" USING btree ("verified","name","id");--> statement-breakpoint
CREATE INDEX "email_outbox_undelivered_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "email_outbox"."status" NOT IN ('pending', 'sent', 'logged');--> statement-breakpoint
CREATE INDEX "questions_created_idx" ON "questions" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_waiting_idx" ON "questions" USING btree ("needs_lawyer_since","id") WHERE "questions"."status" = 'open' AND "questions"."needs_lawyer_since" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "appointment_requests_created_idx" ON "appointment_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "questions_status_idx" ON "questions" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
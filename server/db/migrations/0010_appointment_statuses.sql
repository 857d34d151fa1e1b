-- The statuses of a request's list (docs/product-rules.md, "Booking a consultation"): each stored row keeps its place.
ALTER TYPE "public"."appointment_status" RENAME VALUE 'new' TO 'requested';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" RENAME VALUE 'contacted' TO 'confirmed';--> statement-breakpoint
ALTER TYPE "public"."appointment_status" RENAME VALUE 'done' TO 'completed';--> statement-breakpoint
ALTER TABLE "appointment_requests" ALTER COLUMN "status" SET DEFAULT 'requested';--> statement-breakpoint
CREATE INDEX "appointment_requests_lawyer_idx" ON "appointment_requests" USING btree ("lawyer_id","created_at" DESC NULLS LAST);

-- Claims of verified listings without an account by their lawyers, and the claim invitations administrators e-mail.
CREATE TYPE "public"."listing_claim_proof" AS ENUM('email_code', 'invitation_link');--> statement-breakpoint
CREATE TYPE "public"."listing_claim_status" AS ENUM('pending_code', 'pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TABLE "listing_claim_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"to_address" text NOT NULL,
	"sent_by" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"license_number" text NOT NULL,
	"proof" "listing_claim_proof",
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" integer DEFAULT 0 NOT NULL,
	"proven_address" text,
	"proven_at" timestamp with time zone,
	"status" "listing_claim_status" DEFAULT 'pending_code' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_claims_license_not_blank" CHECK ("listing_claims"."license_number" ~ '[^[:space:]]'),
	CONSTRAINT "listing_claims_attempts_non_negative" CHECK ("listing_claims"."code_attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "listing_claim_invitations" ADD CONSTRAINT "listing_claim_invitations_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claim_invitations" ADD CONSTRAINT "listing_claim_invitations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_claims" ADD CONSTRAINT "listing_claims_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_claim_invitations_lawyer_idx" ON "listing_claim_invitations" USING btree ("lawyer_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "listing_claims_one_open_idx" ON "listing_claims" USING btree ("lawyer_id","user_id") WHERE "listing_claims"."status" IN ('pending_code', 'pending');--> statement-breakpoint
CREATE INDEX "listing_claims_status_idx" ON "listing_claims" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "listing_claims_user_idx" ON "listing_claims" USING btree ("user_id");
CREATE TYPE "public"."review_dispute_status" AS ENUM('open', 'dismissed', 'upheld');--> statement-breakpoint
CREATE TYPE "public"."review_hold_reason" AS ENUM('burst');--> statement-breakpoint
CREATE TYPE "public"."review_source" AS ENUM('question', 'appointment');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'held', 'rejected');--> statement-breakpoint
CREATE TABLE "review_rights" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"source" "review_source" NOT NULL,
	"question_id" uuid,
	"appointment_id" uuid,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"invited_at" timestamp with time zone,
	CONSTRAINT "review_rights_question_unique" UNIQUE("user_id","lawyer_id","question_id"),
	CONSTRAINT "review_rights_appointment_unique" UNIQUE("user_id","appointment_id"),
	CONSTRAINT "review_rights_source_matches" CHECK (("review_rights"."source" = 'question' AND "review_rights"."question_id" IS NOT NULL AND "review_rights"."appointment_id" IS NULL)
        OR ("review_rights"."source" = 'appointment' AND "review_rights"."appointment_id" IS NOT NULL AND "review_rights"."question_id" IS NULL)),
	CONSTRAINT "review_rights_expiry_after_open" CHECK ("review_rights"."expires_at" > "review_rights"."opened_at")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"right_id" uuid,
	"lawyer_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text,
	"source" "review_source" NOT NULL,
	"consulted_at" timestamp with time zone NOT NULL,
	"stars" integer NOT NULL,
	"communication" integer NOT NULL,
	"responsiveness" integer NOT NULL,
	"value_for_money" integer NOT NULL,
	"text" text,
	"status" "review_status" NOT NULL,
	"hold_reason" "review_hold_reason",
	"decision_reason" text,
	"reply" text,
	"replied_at" timestamp with time zone,
	"dispute_status" "review_dispute_status",
	"dispute_reason" text,
	"disputed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_right_unique" UNIQUE("right_id"),
	CONSTRAINT "reviews_stars_range" CHECK ("reviews"."stars" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_communication_range" CHECK ("reviews"."communication" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_responsiveness_range" CHECK ("reviews"."responsiveness" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_value_range" CHECK ("reviews"."value_for_money" BETWEEN 1 AND 5),
	CONSTRAINT "reviews_text_length" CHECK (char_length("reviews"."text") <= 2000),
	CONSTRAINT "reviews_reply_length" CHECK (char_length("reviews"."reply") <= 1000)
);
--> statement-breakpoint
-- The rating and number of reviews were typed by hand and no review backs them: they are dropped, and from now on
-- only published reviews make them (server/services/reviews/refresh-lawyer-rating.ts).
UPDATE "lawyers" SET "rating" = NULL, "reviews" = 0;--> statement-breakpoint
ALTER TABLE "lawyers" ALTER COLUMN "reviews" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "lawyers" ALTER COLUMN "reviews" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "review_rights" ADD CONSTRAINT "review_rights_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rights" ADD CONSTRAINT "review_rights_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rights" ADD CONSTRAINT "review_rights_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rights" ADD CONSTRAINT "review_rights_appointment_id_appointment_requests_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_right_id_review_rights_id_fk" FOREIGN KEY ("right_id") REFERENCES "public"."review_rights"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_rights_user_idx" ON "review_rights" USING btree ("user_id","opened_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reviews_lawyer_published_idx" ON "reviews" USING btree ("lawyer_id","published_at" DESC NULLS LAST) WHERE "reviews"."status" = 'published';--> statement-breakpoint
CREATE INDEX "reviews_lawyer_created_idx" ON "reviews" USING btree ("lawyer_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_author_idx" ON "reviews" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "reviews_moderation_idx" ON "reviews" USING btree ("created_at") WHERE "reviews"."status" = 'held' OR "reviews"."dispute_status" = 'open';
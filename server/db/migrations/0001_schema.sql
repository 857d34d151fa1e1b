CREATE TYPE "public"."application_status" AS ENUM('pending', 'approved', 'rejected');--> statement-breakpoint
CREATE TYPE "public"."fee_unit" AS ENUM('per_session', 'per_hour');--> statement-breakpoint
CREATE TYPE "public"."profile_type" AS ENUM('member', 'lawyer', 'admin');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('new', 'contacted', 'done', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."email_status" AS ENUM('pending', 'sent', 'logged', 'failed');--> statement-breakpoint
CREATE TYPE "public"."meeting_type" AS ENUM('office', 'video', 'phone');--> statement-breakpoint
CREATE TYPE "public"."urgency_level" AS ENUM('normal', 'urgent', 'emergency');--> statement-breakpoint
CREATE TYPE "public"."question_status" AS ENUM('open', 'assigned', 'closed');--> statement-breakpoint
CREATE TYPE "public"."recipient_status" AS ENUM('invited', 'accepted', 'declined', 'expired');--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" text NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"locale" text DEFAULT 'th' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "case_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"experience_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"icon" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "case_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "case_categories_name_not_blank" CHECK ("case_categories"."name" ~ '[^[:space:]]'),
	CONSTRAINT "case_categories_slug_format" CHECK ("case_categories"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "featured_lawyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"pin_position" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "featured_lawyers_lawyer_id_unique" UNIQUE("lawyer_id"),
	CONSTRAINT "featured_lawyers_pin_range" CHECK ("featured_lawyers"."pin_position" BETWEEN 1 AND 3)
);
--> statement-breakpoint
CREATE TABLE "lawyer_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"full_name" text NOT NULL,
	"phone" text,
	"email" text,
	"line_id" text,
	"license_number" text NOT NULL,
	"experience_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"province" text,
	"district" text,
	"address" text,
	"website" text,
	"experience" integer DEFAULT 0 NOT NULL,
	"description" text,
	"avatar_url" text,
	"business_card_key" text,
	"status" "application_status" DEFAULT 'pending' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyer_applications_full_name_not_blank" CHECK ("lawyer_applications"."full_name" ~ '[^[:space:]]'),
	CONSTRAINT "lawyer_applications_license_not_blank" CHECK ("lawyer_applications"."license_number" ~ '[^[:space:]]'),
	CONSTRAINT "lawyer_applications_experience_non_negative" CHECK ("lawyer_applications"."experience" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lawyers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"name" text NOT NULL,
	"title" text,
	"description" text,
	"avatar_url" text,
	"province" text,
	"district" text,
	"experience" integer,
	"experience_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"fee_min" integer,
	"fee_max" integer,
	"fee_unit" "fee_unit",
	"phone" text,
	"email" text,
	"line_id" text,
	"education" text[] DEFAULT '{}'::text[] NOT NULL,
	"achievements" text[] DEFAULT '{}'::text[] NOT NULL,
	"availability" text,
	"license_number" text,
	"address" text,
	"website" text,
	"rating" numeric(2, 1),
	"reviews" integer,
	"verified" boolean DEFAULT false NOT NULL,
	"network_member" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lawyers_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "lawyers_name_not_blank" CHECK ("lawyers"."name" ~ '[^[:space:]]'),
	CONSTRAINT "lawyers_experience_non_negative" CHECK ("lawyers"."experience" >= 0),
	CONSTRAINT "lawyers_fee_min_non_negative" CHECK ("lawyers"."fee_min" >= 0),
	CONSTRAINT "lawyers_fee_max_non_negative" CHECK ("lawyers"."fee_max" >= 0),
	CONSTRAINT "lawyers_fee_order" CHECK ("lawyers"."fee_min" IS NULL OR "lawyers"."fee_max" IS NULL OR "lawyers"."fee_min" <= "lawyers"."fee_max"),
	CONSTRAINT "lawyers_rating_range" CHECK ("lawyers"."rating" >= 0 AND "lawyers"."rating" <= 5),
	CONSTRAINT "lawyers_reviews_non_negative" CHECK ("lawyers"."reviews" >= 0)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"profile_type" "profile_type" DEFAULT 'member' NOT NULL,
	"full_name" text NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"actor_user_id" text,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid,
	"user_id" text,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text,
	"specialty" text NOT NULL,
	"description" text,
	"urgency" "urgency_level" DEFAULT 'normal' NOT NULL,
	"preferred_date" date NOT NULL,
	"time_slot" text NOT NULL,
	"meeting_type" "meeting_type" NOT NULL,
	"status" "appointment_status" DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointment_requests_name_not_blank" CHECK ("appointment_requests"."name" ~ '[^[:space:]]'),
	CONSTRAINT "appointment_requests_phone_not_blank" CHECK ("appointment_requests"."phone" ~ '[^[:space:]]'),
	CONSTRAINT "appointment_requests_time_slot" CHECK ("appointment_requests"."time_slot" IN ('09:00','10:00','11:00','13:00','14:00','15:00','16:00','17:00'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"kind" text NOT NULL,
	"locale" text DEFAULT 'th' NOT NULL,
	"status" "email_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_locale" CHECK ("email_outbox"."locale" IN ('th', 'en', 'zh'))
);
--> statement-breakpoint
CREATE TABLE "message_notifications" (
	"question_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "message_notifications_question_id_user_id_pk" PRIMARY KEY("question_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"sender_user_id" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_not_blank" CHECK ("messages"."message" ~ '[^[:space:]]')
);
--> statement-breakpoint
CREATE TABLE "question_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_id" uuid NOT NULL,
	"recipient_user_id" text NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"assigned_order" integer DEFAULT 0 NOT NULL,
	"status" "recipient_status" DEFAULT 'invited' NOT NULL,
	"invited_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "question_recipients_question_lawyer_unique" UNIQUE("question_id","lawyer_id"),
	CONSTRAINT "question_recipients_order_non_negative" CHECK ("question_recipients"."assigned_order" >= 0),
	CONSTRAINT "question_recipients_expiry_after_invite" CHECK ("question_recipients"."expires_at" > "question_recipients"."invited_at")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_by" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"province" text,
	"experience_areas" text[] DEFAULT '{}'::text[] NOT NULL,
	"contact_phone" text,
	"contact_line" text,
	"status" "question_status" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_title_not_blank" CHECK ("questions"."title" ~ '[^[:space:]]'),
	CONSTRAINT "questions_content_not_blank" CHECK ("questions"."content" ~ '[^[:space:]]'),
	CONSTRAINT "questions_has_area" CHECK (cardinality("questions"."experience_areas") >= 1)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_lawyers" ADD CONSTRAINT "featured_lawyers_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD CONSTRAINT "lawyer_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD CONSTRAINT "lawyer_applications_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lawyers" ADD CONSTRAINT "lawyers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_audit_log" ADD CONSTRAINT "admin_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_requests" ADD CONSTRAINT "appointment_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notifications" ADD CONSTRAINT "message_notifications_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_notifications" ADD CONSTRAINT "message_notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_user_id_users_id_fk" FOREIGN KEY ("sender_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_recipients" ADD CONSTRAINT "question_recipients_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_recipients" ADD CONSTRAINT "question_recipients_recipient_user_id_users_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_recipients" ADD CONSTRAINT "question_recipients_lawyer_id_lawyers_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "case_categories_order_idx" ON "case_categories" USING btree ("display_order","name");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_lawyers_pin_unique" ON "featured_lawyers" USING btree ("pin_position") WHERE "featured_lawyers"."pin_position" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "featured_lawyers_order_idx" ON "featured_lawyers" USING btree ("pin_position","display_order");--> statement-breakpoint
CREATE INDEX "lawyer_applications_status_idx" ON "lawyer_applications" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lawyer_applications_user_idx" ON "lawyer_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lawyers_name_trgm_idx" ON "lawyers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lawyers_province_trgm_idx" ON "lawyers" USING gin ("province" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lawyers_district_trgm_idx" ON "lawyers" USING gin ("district" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "lawyers_experience_areas_idx" ON "lawyers" USING gin ("experience_areas");--> statement-breakpoint
CREATE INDEX "lawyers_languages_idx" ON "lawyers" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "lawyers_verified_rating_idx" ON "lawyers" USING btree ("verified","rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "admin_audit_log_created_idx" ON "admin_audit_log" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "appointment_requests_created_idx" ON "appointment_requests" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_created_idx" ON "email_outbox" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_idx" ON "email_outbox" USING btree ("to_address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "messages_question_idx" ON "messages" USING btree ("question_id","created_at");--> statement-breakpoint
CREATE INDEX "question_recipients_recipient_idx" ON "question_recipients" USING btree ("recipient_user_id","invited_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_recipients_expiry_idx" ON "question_recipients" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "questions_created_by_idx" ON "questions" USING btree ("created_by","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "questions_status_idx" ON "questions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE VIEW "public"."lawyers_public" AS (select "id", "name", "province", "district", "experience_areas" from "lawyers" where "lawyers"."verified" = true);
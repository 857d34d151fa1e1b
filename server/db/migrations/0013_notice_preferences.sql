CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'line');--> statement-breakpoint
CREATE TABLE "notice_preferences" (
	"user_id" text NOT NULL,
	"notice" text NOT NULL,
	"channel" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_preferences_user_id_notice_pk" PRIMARY KEY("user_id","notice"),
	CONSTRAINT "notice_preferences_notice" CHECK ("notice_preferences"."notice" IN ('invitation', 'acceptance', 'message', 'application', 'appointment')),
	CONSTRAINT "notice_preferences_channel" CHECK ("notice_preferences"."channel" IN ('line', 'email', 'both'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "channel" "outbox_channel" DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notice_preferences" ADD CONSTRAINT "notice_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
CREATE TABLE "line_followers" (
	"line_user_id" text PRIMARY KEY NOT NULL,
	"following" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_webhook_events" (
	"webhook_event_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now()
);

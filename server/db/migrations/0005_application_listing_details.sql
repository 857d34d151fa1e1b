ALTER TABLE "lawyer_applications" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD COLUMN "languages" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD COLUMN "fee_min" integer;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD COLUMN "fee_max" integer;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD COLUMN "fee_unit" "fee_unit";--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD COLUMN "education" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD CONSTRAINT "lawyer_applications_fee_min_non_negative" CHECK ("lawyer_applications"."fee_min" >= 0);--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD CONSTRAINT "lawyer_applications_fee_max_non_negative" CHECK ("lawyer_applications"."fee_max" >= 0);--> statement-breakpoint
ALTER TABLE "lawyer_applications" ADD CONSTRAINT "lawyer_applications_fee_order" CHECK ("lawyer_applications"."fee_min" IS NULL OR "lawyer_applications"."fee_max" IS NULL OR "lawyer_applications"."fee_min" <= "lawyer_applications"."fee_max");
-- Reviews nobody can manufacture (docs/decisions/0020-verified-reviews.md): the client's own word that an appointment's meeting took place, and reviews held because the author's account was new.
ALTER TYPE "public"."review_hold_reason" ADD VALUE 'newAccount';--> statement-breakpoint
ALTER TABLE "review_rights" ADD COLUMN "meeting_confirmed_at" timestamp with time zone;
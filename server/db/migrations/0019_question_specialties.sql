-- A question's column named for what it holds, the ask form's specialties (domain/specialties.ts), and its check with it; a rename keeps every row.
ALTER TABLE "questions" RENAME COLUMN "experience_areas" TO "specialties";--> statement-breakpoint
ALTER TABLE "questions" RENAME CONSTRAINT "questions_has_area" TO "questions_has_specialty";

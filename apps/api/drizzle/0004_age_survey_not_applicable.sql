ALTER TABLE "users" ALTER COLUMN "age_survey_status" SET DEFAULT 'NOT_APPLICABLE';
--> statement-breakpoint
-- The age survey is offered only to people linked to an institution; nobody else was ever asked.
UPDATE "users" SET "age_survey_status" = 'NOT_APPLICABLE' WHERE "institution_id" IS NULL AND "age_survey_status" = 'NOT_YET_OFFERED';

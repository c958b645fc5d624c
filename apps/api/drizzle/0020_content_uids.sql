ALTER TABLE "exercises" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "extra_contents" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "lessons" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "steps" ADD COLUMN "uid" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- Hand-written: rows already there (the demo program, seeded by its stable ids) take the uid the
-- demo bundle gives them (content-bundles/demo-program-bundle.ts demoUid), so that the seed updates
-- them rather than creating copies.
UPDATE "modules" SET "uid" = md5('innerway:topic:' || "id")::uuid;--> statement-breakpoint
UPDATE "lessons" SET "uid" = md5('innerway:segment:' || "id")::uuid;--> statement-breakpoint
UPDATE "steps" SET "uid" = md5('innerway:step:' || "id")::uuid;--> statement-breakpoint
UPDATE "exercises" SET "uid" = md5('innerway:activity:' || "id")::uuid;--> statement-breakpoint
UPDATE "extra_contents" SET "uid" = md5('innerway:resource:' || "id")::uuid;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_uid_unique" UNIQUE("uid");--> statement-breakpoint
ALTER TABLE "extra_contents" ADD CONSTRAINT "extra_contents_uid_unique" UNIQUE("uid");--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_uid_unique" UNIQUE("uid");--> statement-breakpoint
ALTER TABLE "modules" ADD CONSTRAINT "modules_uid_unique" UNIQUE("uid");--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_uid_unique" UNIQUE("uid");
ALTER TABLE "organizers" ADD COLUMN "homepage_design_draft" jsonb;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "homepage_design_draft" jsonb;
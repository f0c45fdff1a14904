ALTER TABLE "organizers" ADD COLUMN "homepage_password_hash" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "homepage_password_hash" text;
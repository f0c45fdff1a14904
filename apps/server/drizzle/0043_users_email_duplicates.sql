DROP INDEX "users_email_key";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_email_duplicate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "users_email_duplicates_idx" ON "users" USING btree ("email","created_at") WHERE "users"."is_email_duplicate";--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email") WHERE not "users"."is_email_duplicate";
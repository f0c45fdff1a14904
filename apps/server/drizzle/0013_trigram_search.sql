-- Trigram indexes need pg_trgm (a trusted extension: a database owner may create it; PGlite loads it too).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "attendees_short_id_trgm_idx" ON "attendees" USING gin ("short_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attendees_public_id_trgm_idx" ON "attendees" USING gin ("public_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attendees_email_trgm_idx" ON "attendees" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "attendees_name_trgm_idx" ON "attendees" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_short_id_trgm_idx" ON "orders" USING gin ("short_id" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_name_trgm_idx" ON "orders" USING gin ((coalesce("first_name", '') || ' ' || coalesce("last_name", '')) gin_trgm_ops);
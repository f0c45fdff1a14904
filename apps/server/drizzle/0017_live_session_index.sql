DROP INDEX "orders_session_idx";--> statement-breakpoint
CREATE INDEX "orders_live_session_idx" ON "orders" USING btree ("session_id","event_id") WHERE "orders"."status" = 'RESERVED';
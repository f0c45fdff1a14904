-- The organizer of an order's event, copied onto the order for the organizer-wide list (decision 092).
-- Existing orders take it from their event; an event never changes organizer.
ALTER TABLE "orders" ADD COLUMN "organizer_id" uuid;--> statement-breakpoint
UPDATE "orders" SET "organizer_id" = "events"."organizer_id" FROM "events" WHERE "events"."id" = "orders"."event_id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "organizer_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_organizer_status_created_idx" ON "orders" USING btree ("organizer_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_organizer_created_id_idx" ON "orders" USING btree ("organizer_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_organizer_total_id_idx" ON "orders" USING btree ("organizer_id","total_gross","id");

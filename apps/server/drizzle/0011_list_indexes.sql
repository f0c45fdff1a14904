CREATE INDEX "attendees_event_created_id_idx" ON "attendees" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "attendees_event_product_idx" ON "attendees" USING btree ("event_id","product_id");--> statement-breakpoint
CREATE INDEX "orders_event_created_id_idx" ON "orders" USING btree ("event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_event_total_id_idx" ON "orders" USING btree ("event_id","total_gross","id");--> statement-breakpoint
CREATE INDEX "orders_event_payment_status_idx" ON "orders" USING btree ("event_id","payment_status","created_at");--> statement-breakpoint
CREATE INDEX "orders_event_refund_status_idx" ON "orders" USING btree ("event_id","refund_status","created_at");
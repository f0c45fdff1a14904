CREATE TABLE "ticket_pdfs" (
	"scope_key" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"fingerprint" text NOT NULL,
	"content" "bytea" NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_pdfs" ADD CONSTRAINT "ticket_pdfs_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_pdfs_order_idx" ON "ticket_pdfs" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ticket_pdfs_created_idx" ON "ticket_pdfs" USING btree ("created_at");
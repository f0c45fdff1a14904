CREATE TABLE "waitlist_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"product_price_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"lottery_until" timestamp with time zone NOT NULL,
	"entry_ids" uuid[] NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waitlist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"product_price_id" uuid NOT NULL,
	"alternative_price_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"locale" text NOT NULL,
	"quantity" integer NOT NULL,
	"status" text DEFAULT 'WAITING' NOT NULL,
	"position" integer NOT NULL,
	"lottery_rank" integer,
	"token_hash" text NOT NULL,
	"offer_token_hash" text,
	"order_id" uuid,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"offer_count" integer DEFAULT 0 NOT NULL,
	"purchased_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_entries_quantity_check" CHECK ("waitlist_entries"."quantity" between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "waitlist_enabled" boolean;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "waitlist_processing_mode" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "waitlist_offer_timeout_minutes" integer;--> statement-breakpoint
ALTER TABLE "waitlist_draws" ADD CONSTRAINT "waitlist_draws_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_draws" ADD CONSTRAINT "waitlist_draws_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_product_price_id_product_prices_id_fk" FOREIGN KEY ("product_price_id") REFERENCES "public"."product_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_draws_price_until_key" ON "waitlist_draws" USING btree ("product_price_id","lottery_until");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_token_key" ON "waitlist_entries" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_offer_token_key" ON "waitlist_entries" USING btree ("offer_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_price_position_key" ON "waitlist_entries" USING btree ("product_price_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waitlist_entries_open_email_key" ON "waitlist_entries" USING btree ("product_price_id","email") WHERE "waitlist_entries"."status" in ('WAITING', 'OFFERED');--> statement-breakpoint
CREATE INDEX "waitlist_entries_event_status_idx" ON "waitlist_entries" USING btree ("event_id","status");--> statement-breakpoint
CREATE INDEX "waitlist_entries_order_idx" ON "waitlist_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waitlist_entries_offer_expiry_idx" ON "waitlist_entries" USING btree ("offer_expires_at") WHERE "waitlist_entries"."status" = 'OFFERED';
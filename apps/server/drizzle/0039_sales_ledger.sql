CREATE TABLE "sales_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"movement" text NOT NULL,
	"entry_key" text NOT NULL,
	"domain_event_id" bigint,
	"occurred_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"product_id" uuid,
	"product_price_id" uuid,
	"product_type" text,
	"item_name" text,
	"price_label" text,
	"promo_code_id" uuid,
	"promo_code" text,
	"affiliate_id" uuid,
	"affiliate_code" text,
	"payment_provider" text,
	"is_manual" boolean DEFAULT false NOT NULL,
	"buyer_key" text,
	"currency" text NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"taxes_and_fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_ledger_daily" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"bucket" text NOT NULL,
	"organizer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"movement" text NOT NULL,
	"product_id" uuid,
	"product_price_id" uuid,
	"product_type" text,
	"payment_provider" text,
	"promo_code_id" uuid,
	"affiliate_id" uuid,
	"entries" integer DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"quantity" bigint DEFAULT 0 NOT NULL,
	"subtotal" bigint DEFAULT 0 NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"tax" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"cash" bigint DEFAULT 0 NOT NULL,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sales_ledger_daily_event_id_day_bucket_pk" PRIMARY KEY("event_id","day","bucket")
);
--> statement-breakpoint
CREATE TABLE "sales_ledger_daily_taxes" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"addition_key" text NOT NULL,
	"organizer_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"calculation" text NOT NULL,
	"rate" integer,
	"base" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_ledger_daily_taxes_event_id_day_addition_key_pk" PRIMARY KEY("event_id","day","addition_key")
);
--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger_daily" ADD CONSTRAINT "sales_ledger_daily_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger_daily_taxes" ADD CONSTRAINT "sales_ledger_daily_taxes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_ledger_order_entry_key" ON "sales_ledger" USING btree ("order_id","entry_key");--> statement-breakpoint
CREATE INDEX "sales_ledger_event_occurred_idx" ON "sales_ledger" USING btree ("event_id","occurred_at");--> statement-breakpoint
CREATE INDEX "sales_ledger_event_promo_buyer_idx" ON "sales_ledger" USING btree ("event_id","promo_code_id","day","buyer_key","order_count") WHERE "sales_ledger"."promo_code_id" is not null and "sales_ledger"."order_count" <> 0;--> statement-breakpoint
CREATE INDEX "sales_ledger_daily_organizer_day_idx" ON "sales_ledger_daily" USING btree ("organizer_id","day");--> statement-breakpoint
CREATE INDEX "sales_ledger_daily_taxes_organizer_day_idx" ON "sales_ledger_daily_taxes" USING btree ("organizer_id","day");--> statement-breakpoint
-- The ledger consumer starts at today's outbox end; what came before is rebuilt from the orders by the start-up
-- backfill (decision 151), which runs while this marker says so.
INSERT INTO "domain_event_consumers" ("consumer", "handled_through") SELECT 'reports.ledger', coalesce(max("id"), 0) FROM "domain_events" ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "app_meta" ("key", "value") VALUES ('sales_ledger_backfill', 'pending') ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Append-only: a row is never changed, and removed only with its event (an account's deletion cascades).
CREATE FUNCTION sales_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' OR EXISTS (SELECT 1 FROM events WHERE id = OLD.event_id) THEN
    RAISE EXCEPTION 'sales_ledger is append-only';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER sales_ledger_append_only BEFORE UPDATE OR DELETE ON sales_ledger FOR EACH ROW EXECUTE FUNCTION sales_ledger_append_only();

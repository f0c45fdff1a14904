CREATE TABLE "product_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"label" text,
	"price" integer NOT NULL,
	"initial_quantity_available" integer,
	"quantity_sold" integer DEFAULT 0 NOT NULL,
	"sale_start_date" timestamp with time zone,
	"sale_end_date" timestamp with time zone,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_prices_quantity_sold_check" CHECK ("product_prices"."quantity_sold" >= 0),
	CONSTRAINT "product_prices_price_check" CHECK ("product_prices"."price" >= 0),
	CONSTRAINT "product_prices_initial_quantity_check" CHECK ("product_prices"."initial_quantity_available" IS NULL OR "product_prices"."initial_quantity_available" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_taxes_and_fees" (
	"product_id" uuid NOT NULL,
	"tax_and_fee_id" uuid NOT NULL,
	CONSTRAINT "product_taxes_and_fees_product_id_tax_and_fee_id_pk" PRIMARY KEY("product_id","tax_and_fee_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"product_type" text DEFAULT 'TICKET' NOT NULL,
	"sale_start_date" timestamp with time zone,
	"sale_end_date" timestamp with time zone,
	"min_per_order" integer DEFAULT 1 NOT NULL,
	"max_per_order" integer,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"hide_before_sale_start_date" boolean DEFAULT false NOT NULL,
	"hide_after_sale_end_date" boolean DEFAULT false NOT NULL,
	"hide_when_sold_out" boolean DEFAULT false NOT NULL,
	"is_hidden_without_promo_code" boolean DEFAULT false NOT NULL,
	"show_quantity_remaining" boolean DEFAULT false NOT NULL,
	"start_collapsed" boolean DEFAULT false NOT NULL,
	"is_highlighted" boolean DEFAULT false NOT NULL,
	"highlight_message" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_prices" ADD CONSTRAINT "product_prices_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes_and_fees" ADD CONSTRAINT "product_taxes_and_fees_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_taxes_and_fees" ADD CONSTRAINT "product_taxes_and_fees_tax_and_fee_id_taxes_and_fees_id_fk" FOREIGN KEY ("tax_and_fee_id") REFERENCES "public"."taxes_and_fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_prices_product_order_idx" ON "product_prices" USING btree ("product_id","sort_order");--> statement-breakpoint
CREATE INDEX "product_taxes_and_fees_tax_idx" ON "product_taxes_and_fees" USING btree ("tax_and_fee_id");--> statement-breakpoint
CREATE INDEX "products_event_category_order_idx" ON "products" USING btree ("event_id","category_id","sort_order");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_account_idx" ON "products" USING btree ("account_id");
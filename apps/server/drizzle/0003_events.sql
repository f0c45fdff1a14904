CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text,
	"category" text DEFAULT 'OTHER' NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone,
	"timezone" text NOT NULL,
	"currency" text NOT NULL,
	"location_details" jsonb,
	"maps_url" text,
	"is_online_event" boolean DEFAULT false NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"no_products_message" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "events_short_id_key" ON "events" USING btree ("short_id");--> statement-breakpoint
CREATE INDEX "events_account_start_idx" ON "events" USING btree ("account_id","start_date");--> statement-breakpoint
CREATE INDEX "events_organizer_start_idx" ON "events" USING btree ("organizer_id","start_date");--> statement-breakpoint
CREATE INDEX "events_account_status_idx" ON "events" USING btree ("account_id","status");--> statement-breakpoint
CREATE INDEX "events_account_end_idx" ON "events" USING btree ("account_id","end_date");--> statement-breakpoint
CREATE INDEX "product_categories_event_order_idx" ON "product_categories" USING btree ("event_id","sort_order");
CREATE TABLE "check_in_list_products" (
	"check_in_list_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "check_in_list_products_check_in_list_id_product_id_pk" PRIMARY KEY("check_in_list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "check_in_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" text NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"activates_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"short_id" text NOT NULL,
	"check_in_list_id" uuid,
	"check_in_list_name" text NOT NULL,
	"attendee_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"ip_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_at" timestamp with time zone,
	"checked_out_ip_address" text
);
--> statement-breakpoint
ALTER TABLE "check_in_list_products" ADD CONSTRAINT "check_in_list_products_check_in_list_id_check_in_lists_id_fk" FOREIGN KEY ("check_in_list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_list_products" ADD CONSTRAINT "check_in_list_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_lists" ADD CONSTRAINT "check_in_lists_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_check_in_list_id_check_in_lists_id_fk" FOREIGN KEY ("check_in_list_id") REFERENCES "public"."check_in_lists"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_attendee_id_attendees_id_fk" FOREIGN KEY ("attendee_id") REFERENCES "public"."attendees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_list_products_product_idx" ON "check_in_list_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_in_lists_short_id_key" ON "check_in_lists" USING btree ("short_id");--> statement-breakpoint
CREATE INDEX "check_in_lists_event_created_idx" ON "check_in_lists" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_short_id_key" ON "check_ins" USING btree ("short_id");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_live_attendee_list_key" ON "check_ins" USING btree ("attendee_id","check_in_list_id") WHERE "check_ins"."checked_out_at" IS NULL;--> statement-breakpoint
CREATE INDEX "check_ins_attendee_created_idx" ON "check_ins" USING btree ("attendee_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_list_live_idx" ON "check_ins" USING btree ("check_in_list_id") WHERE "check_ins"."checked_out_at" IS NULL;--> statement-breakpoint
CREATE INDEX "check_ins_order_idx" ON "check_ins" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "check_ins_event_created_idx" ON "check_ins" USING btree ("event_id","created_at");
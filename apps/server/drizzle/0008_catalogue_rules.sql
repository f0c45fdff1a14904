CREATE TABLE "capacity_assignment_products" (
	"capacity_assignment_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "capacity_assignment_products_capacity_assignment_id_product_id_pk" PRIMARY KEY("capacity_assignment_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "capacity_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "capacity_assignments_capacity_check" CHECK ("capacity_assignments"."capacity" IS NULL OR "capacity_assignments"."capacity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "event_attendee_fields" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"first_name_required" boolean DEFAULT true NOT NULL,
	"first_name_hidden" boolean DEFAULT false NOT NULL,
	"last_name_required" boolean DEFAULT true NOT NULL,
	"last_name_hidden" boolean DEFAULT false NOT NULL,
	"email_required" boolean DEFAULT true NOT NULL,
	"email_hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_products" (
	"question_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "question_products_question_id_product_id_pk" PRIMARY KEY("question_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"belongs_to" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_required" boolean DEFAULT false NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_products" (
	"promo_code_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	CONSTRAINT "promo_code_products_promo_code_id_product_id_pk" PRIMARY KEY("promo_code_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"applies_to_all_products" boolean DEFAULT true NOT NULL,
	"max_allowed_usages" integer,
	"expiry_date" timestamp with time zone,
	"order_usage_count" integer DEFAULT 0 NOT NULL,
	"attendee_usage_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_discount_check" CHECK ("promo_codes"."discount" >= 0 AND ("promo_codes"."discount_type" <> 'PERCENTAGE' OR "promo_codes"."discount" <= 100000) AND ("promo_codes"."discount_type" <> 'NONE' OR "promo_codes"."discount" = 0)),
	CONSTRAINT "promo_codes_max_usages_check" CHECK ("promo_codes"."max_allowed_usages" IS NULL OR "promo_codes"."max_allowed_usages" >= 1),
	CONSTRAINT "promo_codes_usage_check" CHECK ("promo_codes"."order_usage_count" >= 0 AND "promo_codes"."attendee_usage_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"email" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"total_sales" integer DEFAULT 0 NOT NULL,
	"total_sales_gross" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_code_upper_check" CHECK ("affiliates"."code" = upper("affiliates"."code"))
);
--> statement-breakpoint
ALTER TABLE "capacity_assignment_products" ADD CONSTRAINT "capacity_assignment_products_capacity_assignment_id_capacity_assignments_id_fk" FOREIGN KEY ("capacity_assignment_id") REFERENCES "public"."capacity_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignment_products" ADD CONSTRAINT "capacity_assignment_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "capacity_assignments" ADD CONSTRAINT "capacity_assignments_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_attendee_fields" ADD CONSTRAINT "event_attendee_fields_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_products" ADD CONSTRAINT "question_products_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_products" ADD CONSTRAINT "question_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_products" ADD CONSTRAINT "promo_code_products_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_products" ADD CONSTRAINT "promo_code_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "capacity_assignment_products_product_idx" ON "capacity_assignment_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "capacity_assignments_event_idx" ON "capacity_assignments" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "question_products_product_idx" ON "question_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "questions_event_order_idx" ON "questions" USING btree ("event_id","sort_order");--> statement-breakpoint
CREATE INDEX "promo_code_products_product_idx" ON "promo_code_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_key" ON "promo_codes" USING btree ("event_id","code");--> statement-breakpoint
CREATE INDEX "promo_codes_event_created_idx" ON "promo_codes" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_event_code_key" ON "affiliates" USING btree ("event_id","code");--> statement-breakpoint
CREATE INDEX "affiliates_event_created_idx" ON "affiliates" USING btree ("event_id","created_at");
CREATE TABLE "taxes_and_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"type" text NOT NULL,
	"calculation" text NOT NULL,
	"rate_milli_percent" integer,
	"amount" integer,
	"currency" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taxes_and_fees" ADD CONSTRAINT "taxes_and_fees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taxes_and_fees_account_name_key" ON "taxes_and_fees" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "taxes_and_fees_account_idx" ON "taxes_and_fees" USING btree ("account_id","created_at");
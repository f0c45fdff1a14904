CREATE TABLE "organizers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"website" text,
	"description" text,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizers" ADD CONSTRAINT "organizers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizers_account_slug_key" ON "organizers" USING btree ("account_id","slug");--> statement-breakpoint
CREATE INDEX "organizers_account_created_idx" ON "organizers" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "organizers_account_name_idx" ON "organizers" USING btree ("account_id","name");
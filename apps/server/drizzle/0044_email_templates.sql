CREATE TABLE "email_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"organizer_id" uuid NOT NULL,
	"event_id" uuid,
	"template_type" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"cta_label" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_organizer_id_organizers_id_fk" FOREIGN KEY ("organizer_id") REFERENCES "public"."organizers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_templates" ADD CONSTRAINT "email_templates_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_event_type_key" ON "email_templates" USING btree ("event_id","template_type") WHERE "email_templates"."event_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "email_templates_organizer_type_key" ON "email_templates" USING btree ("organizer_id","template_type") WHERE "email_templates"."event_id" is null;--> statement-breakpoint
CREATE INDEX "email_templates_account_idx" ON "email_templates" USING btree ("account_id");
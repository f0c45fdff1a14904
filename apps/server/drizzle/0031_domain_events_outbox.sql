CREATE TABLE "domain_event_consumers" (
	"consumer" text PRIMARY KEY NOT NULL,
	"handled_through" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_event_deliveries" (
	"consumer" text NOT NULL,
	"domain_event_id" bigint NOT NULL,
	"handled_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domain_event_deliveries_consumer_domain_event_id_pk" PRIMARY KEY("consumer","domain_event_id")
);
--> statement-breakpoint
CREATE TABLE "domain_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"version" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"organizer_id" uuid,
	"event_id" uuid,
	"order_id" uuid,
	"order_sequence" integer,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "domain_events" ADD CONSTRAINT "domain_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "domain_events_order_sequence_key" ON "domain_events" USING btree ("order_id","order_sequence") WHERE "domain_events"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "domain_events_occurred_idx" ON "domain_events" USING btree ("occurred_at");